import type { transferContractsEnUS } from './transfer-contracts.en-US';

/** رسائل عقود نقل خدمات العمالة. */
export const transferContractsArSA: Record<keyof typeof transferContractsEnUS, string> = {
  'transferContracts.record': 'عقد نقل الخدمات',
  'transferContracts.status.PENDING': 'بانتظار الاعتماد',
  'transferContracts.status.APPROVED': 'معتمد',
  'transferContracts.status.REJECTED': 'مرفوض',
  'transferContracts.status.COMPLETED': 'مكتمل',
  'transferContracts.consentRequired': 'موافقة العامل على النقل مطلوبة.',
  'transferContracts.workerUnknown': 'اختر أحد عمالك الواصلين أو عقدًا سابقًا من القائمة.',
  'transferContracts.workerNotArrived': 'لا يمكن نقل خدمات عامل إلا بعد وصوله إلى المملكة (موظف).',
  'transferContracts.alreadyTransferring':
    'خدمات هذا العامل قيد النقل بالفعل: يجب رفض النقل المفتوح أو إتمامه أولًا.',
  'transferContracts.sameEmployer': 'يجب أن يكون صاحب العمل الجديد مختلفًا عن صاحب العمل الحالي.',
};
