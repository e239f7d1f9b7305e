import type { lookupsEnUS } from './lookups.en-US';

/** رسائل الخادم لجداول الإعدادات (المهن وغيرها) وأنماط القوائم والتصدير. */
export const lookupsArSA: Record<keyof typeof lookupsEnUS, string> = {
  'validation.jobCode': 'استخدم الحروف والأرقام والشرطة فقط.',
  'errors.inUse': 'لا يمكن حذف هذا السجل لأنه مستخدم في: {places}. يمكنك تعطيله بدلًا من ذلك.',
  'lookups.alreadyActive': 'هذه القيمة مفعلة بالفعل.',
  'lookups.alreadyInactive': 'هذه القيمة معطلة بالفعل.',
  'usage.candidates': 'مرشحو قائمة العمالة',
  'usage.visas': 'التأشيرات',
  'common.yes': 'نعم',
  'common.no': 'لا',
  'contractTemplates.notOfCountry': 'نموذج العقد لا يخص الدولة المختارة.',
  'contractTemplates.countryTaken': 'لهذه الدولة نموذج عقد بالفعل؛ افتحه لحفظ إصدار جديد منه.',
  'jobs.codeTaken': 'رمز المهنة {code} مستخدم لمهنة أخرى.',
  'jobs.fileName': 'المهن',
  'jobs.gender.ANY': 'الكل',
  'jobs.gender.FEMALE': 'أنثى',
  'jobs.gender.MALE': 'ذكر',
};
