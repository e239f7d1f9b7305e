import type { organizationsEnUS } from './organizations.en-US';

/** Arabic server messages of organisations, users (admin) and suspensions. Spread into ar-SA.ts. */
export const organizationsArSA: Record<keyof typeof organizationsEnUS, string> = {
  'errors.organizationSuspended': 'منشأتك موقوفة: يمكنك الاطلاع على المعلومات دون إجراء أي تغييرات.',
  'errors.licenceExpired':
    'انتهت رخصة منشأتك: يمكنك الاطلاع على المعلومات وتقديم طلب تحديث الرخصة فقط دون إجراء تغييرات أخرى.',
  'organizations.establishmentTaken': 'توجد منشأة بنفس رقم مكتب العمل والرقم التسلسلي.',
  'suspensions.alreadySuspended': 'هذه المنشأة موقوفة بالفعل.',
  'suspensions.notInForce': 'هذا الإيقاف منتهٍ أو تم رفعه بالفعل.',
  'suspensions.adminOrganization': 'لا يمكن إيقاف إدارة البرنامج.',
  'suspensions.reasonInvalid': 'اختر سبب إيقاف فعّالًا.',
  'users.cannotDeactivateSelf': 'لا يمكنك تعطيل حسابك.',
  'validation.date': 'أدخل تاريخًا صحيحًا (YYYY-MM-DD).',
  'validation.email': 'أدخل بريدًا إلكترونيًا صحيحًا.',
  'validation.nationalId': 'أدخل رقم هوية أو إقامة من 10 أرقام يبدأ بـ 1 أو 2.',
  'validation.sevenHundred': 'أدخل رقمًا من 10 أرقام يبدأ بـ 7.',
  'validation.unifiedNumber': 'أدخل الرقم الوطني الموحد من 10 أرقام يبدأ بـ 7.',
  'validation.positive': 'أدخل عددًا صحيحًا أكبر من صفر.',
  'validation.endBeforeStart': 'لا يمكن أن يكون تاريخ الانتهاء قبل تاريخ البدء.',
};
