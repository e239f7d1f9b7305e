import type { ReasonKind } from '@portal/contracts/reasons';

export type ReasonSeed = { kind: ReasonKind; textEn: string; textAr: string };

/**
 * The reasons the demo partnership contracts were rejected and cancelled with, of the
 * partnership's own kinds (decision 0040; migration 0020 moved them there in older databases).
 */
export const CONTRACT_REASONS = {
  rejection: {
    kind: 'PARTNERSHIP_REJECTION',
    textEn: 'The recruitment fees are above the agreed range',
    textAr: 'رسوم الاستقدام أعلى من النطاق المتفق عليه',
  },
  cancellation: {
    kind: 'PARTNERSHIP_CANCELLATION',
    textEn: 'The partnership is no longer needed',
    textAr: 'لم تعد هناك حاجة إلى الشراكة',
  },
} as const satisfies Record<string, ReasonSeed>;

/** A handful of realistic reasons of each kind (the admin screen `admin/reason` manages them later). */
export const REASON_SEEDS: ReasonSeed[] = [
  {
    kind: 'SUSPENSION',
    textEn: 'Repeated complaints from employers',
    textAr: 'تكرار الشكاوى من أصحاب العمل',
  },
  {
    kind: 'SUSPENSION',
    textEn: 'Breach of the recruitment regulations',
    textAr: 'مخالفة لائحة تنظيم الاستقدام',
  },
  { kind: 'SUSPENSION', textEn: 'Unpaid fines', textAr: 'غرامات غير مسددة' },
  { kind: 'SUSPENSION', textEn: 'Under investigation', textAr: 'قيد التحقيق' },
  { kind: 'REJECTION', textEn: 'Candidate documents are incomplete', textAr: 'مستندات المرشح غير مكتملة' },
  {
    kind: 'REJECTION',
    textEn: 'Salary below the agreed minimum',
    textAr: 'الراتب أقل من الحد الأدنى المتفق عليه',
  },
  { kind: 'REJECTION', textEn: 'Candidate is no longer available', textAr: 'المرشح لم يعد متاحًا' },
  { kind: 'CANCELLATION', textEn: 'Employer withdrew the request', textAr: 'انسحب صاحب العمل من الطلب' },
  { kind: 'CANCELLATION', textEn: 'Visa cancelled', textAr: 'تم إلغاء التأشيرة' },
  { kind: 'CANCELLATION', textEn: 'Agreement by both parties', textAr: 'باتفاق الطرفين' },
  { kind: 'COMPLAINT', textEn: 'Delay in worker arrival', textAr: 'تأخر وصول العامل' },
  { kind: 'COMPLAINT', textEn: 'Worker profile does not match', textAr: 'بيانات العامل غير مطابقة' },
  { kind: 'COMPLAINT', textEn: 'Fees charged beyond the contract', textAr: 'رسوم إضافية خارج العقد' },
  { kind: 'LICENCE', textEn: 'Licence document is unreadable', textAr: 'مستند الترخيص غير واضح' },
  {
    kind: 'LICENCE',
    textEn: 'Expiry date does not match the document',
    textAr: 'تاريخ الانتهاء لا يطابق المستند',
  },
  { kind: 'LICENCE', textEn: 'Licence issued to another entity', textAr: 'الترخيص صادر لجهة أخرى' },
  {
    kind: 'PARTNERSHIP_REJECTION',
    textEn: "The agency cannot supply workers for the contract's professions",
    textAr: 'لا تستطيع الوكالة توفير عمالة للمهن الواردة في العقد',
  },
  {
    kind: 'PARTNERSHIP_REJECTION',
    textEn: 'The payment terms are not acceptable',
    textAr: 'شروط الدفع غير مقبولة',
  },
  { kind: 'PARTNERSHIP_CANCELLATION', textEn: "The office's licence changed", textAr: 'تغيّر ترخيص المكتب' },
  {
    kind: 'PARTNERSHIP_CANCELLATION',
    textEn: 'The agency no longer sends workers to the Kingdom',
    textAr: 'لم تعد الوكالة ترسل عمالة إلى المملكة',
  },
  // The categories an employer is put on the watchlist for (decision 0062); the wizard names them.
  { kind: 'WATCHLIST', textEn: 'Unpaid wages', textAr: 'أجور غير مدفوعة' },
  { kind: 'WATCHLIST', textEn: 'Abuse of a domestic worker', textAr: 'إساءة معاملة عامل منزلي' },
  { kind: 'WATCHLIST', textEn: 'Forged or altered documents', textAr: 'مستندات مزورة أو معدّلة' },
  { kind: 'WATCHLIST', textEn: 'Court order against the employer', textAr: 'حكم قضائي ضد صاحب العمل' },
  ...Object.values(CONTRACT_REASONS),
];
