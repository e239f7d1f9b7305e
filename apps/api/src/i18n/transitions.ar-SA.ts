import type { transitionsEnUS } from './transitions.en-US';

/** Arabic messages of declared transitions; keys as transitions.en-US.ts. */
export const transitionsArSA: Record<keyof typeof transitionsEnUS, string> = {
  'transitions.notAllowedFrom': 'لا يمكن تنفيذ هذا الإجراء: حالة {record} الآن {status}.',
  'licence.record': 'طلب الترخيص',
  'licence.status.PENDING': 'بانتظار المراجعة',
  'licence.status.APPROVED': 'مقبول',
  'licence.status.REJECTED': 'مرفوض',
  'registration.record': 'طلب التسجيل',
  'registration.status.PENDING': 'بانتظار المراجعة',
  'registration.status.ACCEPTED': 'مقبول',
  'registration.status.REJECTED': 'مرفوض',
};
