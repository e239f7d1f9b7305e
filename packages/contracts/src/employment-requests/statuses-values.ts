import { statusNames } from '../transitions/statuses';

// An employment request's statuses, apart from the schemas and the transitions' declaration (both
// re-export them): a page that only names or shows a status (the dashboard's links, a request's
// summary) takes them from here and loads no zod (decision 0064).

/** DOMAIN.md "Employment requests" and decision 0027: the life of one e-contract. */
export const EMPLOYMENT_REQUEST_STATUSES = [
  'PENDING_AGENCY',
  'PENDING_EMBASSY',
  'CONTRACTED',
  'TICKET_BOOKED',
  'ARRIVED',
  /** A cancelled CONTRACTED request waiting on the foreign-affairs confirmation (flag pendingMofaCancellation). */
  'PENDING_MOFA_CANCELLATION',
  'REJECTED',
  'CANCELLED',
  'EXPIRED',
] as const;
export type EmploymentRequestStatus = (typeof EMPLOYMENT_REQUEST_STATUSES)[number];

/** Each status by name: code outside the contracts names a status through this (lint). */
export const EMPLOYMENT_REQUEST_STATUS = statusNames(EMPLOYMENT_REQUEST_STATUSES);
