import type { hrPoolDltEnUS } from './hr-pool-dlt.en-US';

/** تبويب DLT في مجمع الموارد البشرية (المسألة 12): العمالة التي تسجلها وزارة العمل في بلدها. */
export const hrPoolDltArSA: Record<keyof typeof hrPoolDltEnUS, string> = {
  'dlt.officesRefused':
    'تسجل وزارة العمل في كل بلد عمالة DLT لوكالات ذلك البلد؛ تجد المكاتب المحلية المرشحين في تبويب المرشحين.',
  'dlt.noCountry': 'لا يوجد بلد مرتبط بجهتك، لذا لا يمكنها تسجيل عمالة DLT.',
  'dlt.passportTaken': 'يوجد عامل مسجل لهذا البلد برقم الجواز {passport}.',
  'dlt.passportInFile': 'رقم الجواز {passport} موجود في السطر {line} من هذا الملف.',
  'dlt.jobInvalid': 'اختر مهنة مفعّلة.',
  'dlt.jobUnknown': 'لا توجد مهنة مفعّلة بالرمز "{code}".',
  'dlt.genderNotAllowed.FEMALE': 'هذه المهنة للنساء فقط.',
  'dlt.genderNotAllowed.MALE': 'هذه المهنة للرجال فقط.',
  'dlt.ageForJob': 'يجب أن يكون عمر العامل لهذه المهنة بين {min} و{max} سنة.',
  'dlt.alreadyTaken': 'أضافت وكالة أخرى هذا العامل إلى مجمعها بالفعل.',
  'dlt.takePassportExpiring':
    'ينتهي جواز هذا العامل خلال أقل من {months} أشهر، لذا لا يمكن أن يصبح مرشحًا حتى تسجل الوزارة جوازه الجديد.',
  'dlt.takeAge':
    'لم يعد عمر هذا العامل بين {min} و{max} سنة، وهو النطاق العمري للمهنة، لذا لا يمكن أن يصبح مرشحًا.',
  'dlt.candidateExists': 'يوجد مرشح برقم الجواز {passport} في مجمع إحدى وكالات هذا البلد.',
  'dlt.import.noFile': 'اختر ملف CSV أو XLSX للاستيراد.',
};
