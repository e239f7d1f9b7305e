/**
 * Messages of declared transitions (platform/transition-runner): the 409 naming the current status,
 * and each declaring module's record name and status labels (`{stem}.record`, `{stem}.status.{S}`).
 * Spread into en-US.ts.
 */
export const transitionsEnUS = {
  'transitions.notAllowedFrom': 'This action is not possible: the {record} is now {status}.',
  'licence.record': 'licence request',
  'licence.status.PENDING': 'pending review',
  'licence.status.APPROVED': 'approved',
  'licence.status.REJECTED': 'rejected',
  'registration.record': 'registration request',
  'registration.status.PENDING': 'pending review',
  'registration.status.ACCEPTED': 'accepted',
  'registration.status.REJECTED': 'rejected',
} as const;
