import type { claimsEnUS } from './claims.en-US';

/** رسائل طوابير المراجعة المحجوزة (platform/claims، القرار 0061). */
export const claimsArSA: Record<keyof typeof claimsEnUS, string> = {
  'claims.heldByOther': 'يراجع {name} هذا السجل منذ {since}.',
  'claims.notOpen': 'هذا السجل لا ينتظر قرارًا، فلا يمكن حجزه للمراجعة.',
  'claims.notYours': 'لا يفك حجز هذا السجل إلا من يراجعه أو مدير النظام.',
};
