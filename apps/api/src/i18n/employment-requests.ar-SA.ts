import type { employmentRequestsEnUS } from './employment-requests.en-US';

/** رسائل وحدتي أصحاب العمل وطلبات التوظيف. */
export const employmentRequestsArSA: Record<keyof typeof employmentRequestsEnUS, string> = {
  'employmentRequests.record': 'طلب التوظيف',
  'employmentRequests.status.PENDING_AGENCY': 'بانتظار الوكالة',
  'employmentRequests.status.PENDING_EMBASSY': 'بانتظار السفارة',
  'employmentRequests.status.CONTRACTED': 'متعاقد',
  'employmentRequests.status.TICKET_BOOKED': 'تم حجز التذكرة',
  'employmentRequests.status.ARRIVED': 'وصل',
  'employmentRequests.status.REJECTED': 'مرفوض',
  'employmentRequests.status.CANCELLED': 'ملغى',
  'employmentRequests.status.PENDING_MOFA_CANCELLATION': 'بانتظار تأكيد وزارة الخارجية للإلغاء',
  'employmentRequests.status.EXPIRED': 'منتهي المهلة',
  'employmentRequests.exportName': 'طلبات-التوظيف',
  'employmentRequests.nameLanguage': 'ar',
  'employmentRequests.visaUnavailable':
    'هذه التأشيرة ليست من تأشيرات صاحب العمل المتاحة غير المنتهية لدولة مفتوحة للاستقدام.',
  'employmentRequests.visaTaken': 'أخذ طلب آخر التأشيرة {visa} في هذه الأثناء. اختر تأشيرة أخرى.',
  'employmentRequests.candidateTaken':
    'أخذ طلب آخر المرشح {name} (جواز {passport}) في هذه الأثناء. اختر مرشحًا آخر.',
  'employmentRequests.candidateUnknown': 'اختر مرشحًا متاحًا من القائمة.',
  'employmentRequests.noPartnership':
    'ليس لوكالة المرشح عقد شراكة نشط مع مكتبك يشمل دولة هذه التأشيرة ومهنتها وجنسها.',
  'employmentRequests.genderMismatch': 'جنس المرشح لا يطابق جنس التأشيرة.',
  'employmentRequests.careerMismatch': 'مهنة المرشح لا تطابق مهنة التأشيرة.',
  'employmentRequests.salaryBelowContract':
    'يجب ألا يقل الراتب الشهري عن {amount} ريال، وهو راتب هذه المهنة في عقد الشراكة.',
  'employmentRequests.feeAboveContract':
    'يجب ألا تزيد رسوم الاستقدام عن {amount} ريال، وهي رسوم هذه المهنة في عقد الشراكة.',
  'employmentRequests.quotaExceeded':
    'حصة {country} لشهر {month} هي {maximum} طلبًا وقد قُدّم {used}: لا يمكن إضافة هذه الطلبات ({adding}).',
  'employmentRequests.bulkTooLarge': 'يقبل الطلب الواحد {count} مرشح على الأكثر.',
  'history.portal': 'البوابة',
  'employers.nationalIdTaken': 'رقم الهوية هذا مسجل لصاحب عمل آخر.',
  'employers.newEmployerDetails':
    'لا يوجد صاحب عمل بهذا الرقم بعد: أدخل اسميه وجواله ومدينته وعنوانه لإضافته.',
  'validation.nationalIdChecksum': 'رقم الهوية غير صحيح (رقم التحقق).',
  'validation.saudiMobile': 'أدخل رقم جوال سعوديًا: 05 متبوعًا بثمانية أرقام.',
  'validation.visaRequired': 'اختر تأشيرة واحدة على الأقل.',
  'validation.duplicate': 'هذه القيمة مختارة مرتين.',
  'validation.amountRange': 'أدخل مبلغًا ضمن الحدود المسموح بها.',
  'validation.numberRange': 'أدخل رقمًا ضمن الحدود المسموح بها.',
};
