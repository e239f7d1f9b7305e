import type { Catalogue } from './catalogue';
import { lookupsArSA } from './lookups.ar-SA';
import { lookupsLimitsArSA } from './lookups-limits.ar-SA';
import { organizationsArSA } from './organizations.ar-SA';
import { peopleArSA } from './people.ar-SA';
import { shellArSA } from './shell.ar-SA';
import { adminContentArSA } from './admin-content.ar-SA';
import { fieldsArSA } from './fields.ar-SA';
import { transitionsArSA } from './transitions.ar-SA';
import { partnershipArSA } from './partnership.ar-SA';
import { pdfArSA } from './pdf.ar-SA';
import { hrPoolCandidatesArSA } from './hr-pool-candidates.ar-SA';
import { spreadsheetArSA } from './spreadsheet.ar-SA';
import { oldContractsArSA } from './old-contracts.ar-SA';
import { complaintsArSA } from './complaints.ar-SA';
import { complianceOrdersArSA } from './compliance-orders.ar-SA';
import { hrPoolDltArSA } from './hr-pool-dlt.ar-SA';
import { employmentRequestsArSA } from './employment-requests.ar-SA';
import { employmentRequestActionsArSA } from './employment-request-actions.ar-SA';
import { bookingArSA } from './booking.ar-SA';
import { transferContractsArSA } from './transfer-contracts.ar-SA';
import { verifyArSA } from './verify.ar-SA';
import { myContractArSA } from './my-contract.ar-SA';
import { publicRegistryArSA } from './public-registry.ar-SA';
import { claimsArSA } from './claims.ar-SA';
import { employerWatchlistArSA } from './employer-watchlist.ar-SA';
import { holidaysIncidentsArSA } from './holidays-incidents.ar-SA';

export const arSA: Catalogue = {
  ...fieldsArSA,
  ...adminContentArSA,
  ...shellArSA,
  ...peopleArSA,
  ...lookupsArSA,
  ...lookupsLimitsArSA,
  ...organizationsArSA,
  ...transitionsArSA,
  ...partnershipArSA,
  ...pdfArSA,
  ...hrPoolCandidatesArSA,
  ...spreadsheetArSA,
  ...oldContractsArSA,
  ...complaintsArSA,
  ...complianceOrdersArSA,
  ...hrPoolDltArSA,
  ...employmentRequestsArSA,
  ...employmentRequestActionsArSA,
  ...bookingArSA,
  ...myContractArSA,
  ...publicRegistryArSA,
  ...transferContractsArSA,
  ...verifyArSA,
  ...employerWatchlistArSA,
  ...holidaysIncidentsArSA,
  ...claimsArSA,
  'errors.badRequest': 'الطلب غير صالح.',
  'errors.validation': 'بعض الحقول غير صحيحة. يرجى تصحيحها والمحاولة مرة أخرى.',
  'errors.invalidJson': 'محتوى الطلب ليس بصيغة JSON صحيحة.',
  'errors.emptyJson': 'محتوى الطلب فارغ رغم الإعلان عن صيغة JSON.',
  'errors.payloadTooLarge': 'حجم محتوى الطلب كبير جدًا (الحد الأقصى {limit} بايت).',
  'errors.unsupportedMediaType': 'نوع المحتوى غير مدعوم: {type}.',
  'errors.unauthorized': 'جلستك غير صالحة أو منتهية. يرجى تسجيل الدخول مرة أخرى.',
  'errors.tokenExpired': 'انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.',
  'errors.unknownUser': 'حسابك غير مسجل في البوابة.',
  'errors.inactiveUser': 'حسابك معطّل.',
  'errors.forbidden': 'عذرًا، غير مسموح لك بتنفيذ هذا الإجراء.',
  'errors.csrf': 'رمز الحماية من التزوير مفقود أو غير مطابق. يرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.',
  'errors.establishmentRequired': 'يرجى اختيار المنشأة أولًا.',
  'errors.establishmentInvalid': 'ترويسة المنشأة غير صالحة؛ الصيغة المتوقعة رقم مكتب العمل-الرقم التسلسلي.',
  'errors.notMember': 'لست عضوًا في المنشأة المختارة.',
  'errors.roleMismatch': 'الدور المختار لا يطابق عضويتك في هذه المنشأة.',
  'errors.organizationMismatch': 'الجهة المختارة لا تطابق هذه المنشأة.',
  'errors.notFound': 'السجل المطلوب غير موجود.',
  'errors.routeNotFound': 'لا توجد واجهة برمجية {method} {url}.',
  'errors.badUrl': 'عنوان الطلب غير صالح (يحتوي على تسلسل ترميز غير سليم).',
  'errors.methodNotAllowed': 'هذه الطريقة غير مسموح بها هنا.',
  'errors.conflict': 'تم تعديل السجل من قبل شخص آخر أو أن حالته لا تسمح بهذا الإجراء.',
  'errors.tooManyRequests': 'عدد الطلبات كبير جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
  'errors.recordChanged':
    'حفظ شخص آخر هذا السجل بعد أن فتحته، لذلك لم تُحفظ تغييراتك. أعد تحميله لرؤية القيم الحالية، ثم أدخل تغييراتك مرة أخرى.',
  'errors.referenced': 'هذا السجل ما زال مستخدمًا في سجلات أخرى، لذلك لم يُحفظ التغيير.',
  'errors.internal': 'عذرًا، حدث خطأ ما، يرجى المحاولة لاحقًا.',
  'errors.unavailable': 'الخدمة غير جاهزة: تعذر الوصول إلى قاعدة البيانات.',
  'errors.requestTimeout': 'استغرق وصول الطلب وقتًا طويلًا فأُوقف. يرجى المحاولة مرة أخرى.',
  'errors.identityUnavailable': 'تعذر الوصول إلى خدمة تسجيل الدخول. يرجى المحاولة لاحقًا.',
  'validation.required': 'هذا الحقل مطلوب.',
  'validation.invalidType': 'نوع هذه القيمة غير صحيح.',
  'validation.tooSmall': 'هذه القيمة قصيرة أو صغيرة جدًا.',
  'validation.tooBig': 'هذه القيمة طويلة أو كبيرة جدًا.',
  'validation.invalidFormat': 'صيغة هذه القيمة غير صحيحة.',
  'validation.invalidValue': 'هذه القيمة ليست من القيم المسموح بها.',
  'validation.unknownKeys': 'حقل غير متوقع.',
  'validation.invalid': 'هذه القيمة غير صالحة.',
};
