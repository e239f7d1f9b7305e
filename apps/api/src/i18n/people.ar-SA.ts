import type { peopleEnUS } from './people.en-US';

/** Arabic server messages of sub-users, licence updates, uploads and the registration form. */
export const peopleArSA: Record<keyof typeof peopleEnUS, string> = {
  'subusers.usernameTaken': 'اسم المستخدم هذا مستخدم بالفعل.',
  'subusers.cannotUpdateRights': 'لا يسمح لنوع منشأتك بتعديل صلاحيات المستخدمين الفرعيين.',
  'uploads.busy': 'يجري رفع مستندات كثيرة الآن. يرجى المحاولة مرة أخرى بعد قليل.',
  'uploads.tooLarge': 'حجم الملف "{name}" أكبر من {limit} ميجابايت.',
  'uploads.unsupportedType': 'الملف "{name}" ليس مستند PDF أو PNG أو JPEG.',
  'uploads.missing': 'يرجى إرفاق المستند.',
  'uploads.empty': 'الملف "{name}" فارغ (0 بايت): اختر الملف مرة أخرى.',
  'uploads.typeMismatch':
    'الملف "{name}" من نوع {type}، ولا يطابق ذلك اسمه أو نوعه المعلن: اختر الملف الصحيح أو أعد تسميته.',
  'uploads.tooMany': 'يمكن إرفاق {max} مستندات كحد أقصى.',
  'uploads.tooManyFields': 'يحتوي النموذج على حقول كثيرة جدًا: الحد الأقصى المقبول {limit} حقلًا.',
  'uploads.malformed': 'تعذّرت قراءة بيانات النموذج (غير سليمة أو غير مكتملة). يُرجى إرسالها مرة أخرى.',
  'licence.pendingExists': 'يوجد طلب ترخيص لمنشأتك بانتظار المراجعة.',
  'licence.dateInPast': 'يجب أن يكون تاريخ الانتهاء الجديد في المستقبل.',
  'licence.reasonInvalid': 'اختر سببًا فعالًا لرفض طلب الترخيص.',
  'registration.captchaRequired': 'يرجى حل اختبار التحقق ("لست روبوتًا") أولًا.',
  'registration.captchaInvalid': 'إجابة اختبار التحقق غير صحيحة أو منتهية. يرجى حله مرة أخرى.',
  'registration.notFound': 'لم يتم العثور على طلب التسجيل.',
  'registration.localInKingdom':
    'مكتب أو شركة الاستقدام مرخّص في المملكة: اختر المملكة العربية السعودية دولةً له.',
  'registration.agencyAbroad':
    'وكالة الاستقدام الأجنبية مرخّصة في دولة مرسِلة: اختر تلك الدولة (لا المملكة العربية السعودية).',
  'registration.notAccepted': 'لا يمكن إنشاء جهة إلا من طلب تسجيل مقبول.',
  'registration.alreadyLinked': 'تم إنشاء جهة من طلب التسجيل هذا مسبقًا.',
};
