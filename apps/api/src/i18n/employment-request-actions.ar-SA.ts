import type { employmentRequestActionsEnUS } from './employment-request-actions.en-US';

/** رسائل إجراءات طلبات التوظيف وقرارات السفارة الجماعية. */
export const employmentRequestActionsArSA: Record<keyof typeof employmentRequestActionsEnUS, string> = {
  'employmentRequests.bulkNotDecided':
    'لم يُتخذ أي قرار: لا يمكن البت في الطلب {number} الآن (حالته {status}).',
  'employmentRequests.bulkNotFound': 'لم يُتخذ أي قرار: الطلب {number} ليس من الطلبات التي تبت فيها.',
};
