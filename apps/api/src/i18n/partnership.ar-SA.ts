import type { partnershipEnUS } from './partnership.en-US';

/** Arabic messages of the partnership-contracts module; keys as partnership.en-US.ts. */
export const partnershipArSA: Record<keyof typeof partnershipEnUS, string> = {
  'partnership.record': 'عقد الشراكة',
  'partnership.status.DRAFT': 'مسودة',
  'partnership.status.PENDING_APPROVAL': 'بانتظار موافقة الوكالة',
  'partnership.status.ACTIVE': 'ساري',
  'partnership.status.REJECTED': 'مرفوض',
  'partnership.status.PENDING_CANCELLATION': 'بانتظار الرد على طلب الإلغاء',
  'partnership.status.CANCELLED': 'ملغى',
  'partnership.notYourTurn':
    'لا يحق لك تنفيذ هذا الإجراء على {record} الآن (الحالة: {status})؛ الإجراء مطلوب من الطرف الآخر.',
  'partnership.agencyUnavailable':
    'اختر وكالة استقدام أجنبية نشطة ومرخصة من الدولة المختارة ومفتوحة للاستقدام.',
  'partnership.countryUnavailable': 'اختر دولة مفتوحة للاستقدام.',
  'partnership.jobUnknown': 'اختر مهنة نشطة من القائمة.',
  'partnership.partiesFixed': 'لا يمكن تغيير الوكالة أو الدولة في عقد ساري؛ أنشئ عقدًا جديدًا بدلًا من ذلك.',
  'partnership.noApprovedVersion': 'لا توجد نسخة معتمدة من هذا العقد بعد، لذا لا يوجد ملف PDF للتنزيل.',
  'partnership.pdfFileName': 'عقد-شراكة',
  'validation.contractLinesRequired': 'أضف بندًا ماليًا واحدًا على الأقل.',
  'validation.duplicateJobGender': 'يوجد بند لهذه المهنة وهذا الجنس بالفعل.',
  'validation.cents': 'أدخل مبلغًا بخانتين عشريتين على الأكثر.',
};
