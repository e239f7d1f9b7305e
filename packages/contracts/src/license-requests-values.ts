// The licence requests' values a page shows without validating anything, apart from their schemas
// (license-requests.ts re-exports them): the licence update page takes them from here and loads its
// form's schema, and zod, with the form's first check (decision 0064).
import { statusNames } from './transitions/statuses';

export const LICENCE_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type LicenceRequestStatus = (typeof LICENCE_REQUEST_STATUSES)[number];

/** Each status by name: code outside the contracts names a status through this (lint). */
export const LICENCE_REQUEST_STATUS = statusNames(LICENCE_REQUEST_STATUSES);

/** Who may submit a licence update (decision 0015). */
export const LICENCE_REQUESTER_ROLES = ['PRO_OFFICE', 'PRO_COMPANY', 'EPRO'] as const;

/** Organisation fields a licence update may change besides the licence itself. */
export const CHANGED_INFO_FIELDS = [
  'addressAr',
  'addressEn',
  'responsiblePersonAr',
  'responsiblePersonEn',
  'contactNumber1',
  'contactNumber2',
  'city',
  'email',
] as const;
export type ChangedInfoField = (typeof CHANGED_INFO_FIELDS)[number];

export const COMMENT_SIDES = ['ADMIN', 'REQUESTER'] as const;
