import { statusNames } from './transitions/statuses';

// The complaints' values a page shows without validating anything, apart from their schemas
// (complaints.ts re-exports them): the complaints' list takes them from here and loads no zod
// (decision 0064).

/** A complaint's statuses (decision 0031). */
export const COMPLAINT_STATUSES = ['OPEN', 'IN_PROGRESS', 'RESOLVED'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
/** Each status by name: code outside the contracts names a status through this (lint). */
export const COMPLAINT_STATUS = statusNames(COMPLAINT_STATUSES);

/** The order a complaint's status moves in. */
export const COMPLAINT_NEXT_STATUS: Record<ComplaintStatus, ComplaintStatus | null> = {
  OPEN: 'IN_PROGRESS',
  IN_PROGRESS: 'RESOLVED',
  RESOLVED: null,
};
