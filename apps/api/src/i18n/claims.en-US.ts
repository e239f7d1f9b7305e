/** Messages of claimable queues (platform/claims, decision 0061). Spread into en-US.ts. */
export const claimsEnUS = {
  'claims.heldByOther': '{name} has been reviewing this record since {since}.',
  'claims.notOpen': 'This record is not waiting for a decision, so it cannot be claimed.',
  'claims.notYours': 'Only the officer reviewing this record or an administrator can release it.',
};
