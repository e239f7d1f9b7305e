import type { ReminderText } from './reminder-text';

export const reminderTextArSA: ReminderText = {
  subjects: {
    employmentRequest: 'طلب التوظيف',
    partnershipContract: 'عقد الشراكة',
    licenceRequest: 'طلب الترخيص',
    complianceOrder: 'أمر الامتثال',
    complaint: 'الشكوى',
  },
  obligations: {
    agencyAnswer: 'رد الوكالة',
    embassyAnswer: 'رد السفارة',
    arrival: 'وصول العامل',
    trial: 'فترة التجربة',
    partnershipAnswer: 'رد الطرف الآخر',
    licenceReview: 'مراجعة الترخيص',
    complianceOrder: 'الامتثال للأمر',
    complaintAnswer: 'الرد على الشكوى',
  },
  subjectLine: {
    50: 'مضى نصف المهلة: {obligation} في {record}',
    80: 'مضت أربعة أخماس المهلة: {obligation} في {record}',
    100: 'انتهت المهلة: {obligation} في {record}',
  },
  body: {
    50: 'مضى نصف المهلة المحددة لـ{obligation} في {record}. موعدها {due}.',
    80: 'مضت أربعة أخماس المهلة المحددة لـ{obligation} في {record}. موعدها {due}.',
    100: 'انتهت المهلة المحددة لـ{obligation} في {record} في {due}.',
  },
  footer: 'صندوق الوارد في البوابة: {url}\nيمكنك هناك اختيار التذكيرات التي تصلك بالبريد الإلكتروني.',
  kingdomTime: '(بتوقيت السعودية)',
};
