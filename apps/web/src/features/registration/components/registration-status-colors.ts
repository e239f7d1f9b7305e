/** A registration's status as a chip colour, the same in the queue and in the opened registration. */
export const REGISTRATION_STATUS_COLORS = {
  PENDING: 'primary',
  ACCEPTED: 'success',
  REJECTED: 'error',
} as const;
