import { statusNames } from '../transitions/statuses';
import { VISA_GENDERS } from '../visas-values';

// The partnership contracts' values a page shows without validating, apart from their schemas
// (schemas.ts and transitions.ts re-export them): the wizard's steps take them from here and load no
// zod (decision 0064).

/** DOMAIN.md "Partnership contracts": the states of a contract between a local office and a foreign agency. */
export const PARTNERSHIP_CONTRACT_STATUSES = [
  'DRAFT',
  'PENDING_APPROVAL',
  'ACTIVE',
  'REJECTED',
  'PENDING_CANCELLATION',
  'CANCELLED',
] as const;
export type PartnershipContractStatus = (typeof PARTNERSHIP_CONTRACT_STATUSES)[number];
/** Each status by name: code outside the contracts names a status through this (lint). */
export const PARTNERSHIP_CONTRACT_STATUS = statusNames(PARTNERSHIP_CONTRACT_STATUSES);

/** The genders a financial line prices: the same pair as visas. */
export const CONTRACT_GENDERS = VISA_GENDERS;
export type ContractGender = (typeof CONTRACT_GENDERS)[number];

/** The two sides of a contract; a cancellation names the side that asked for it. */
export const CONTRACT_SIDES = ['OFFICE', 'AGENCY'] as const;
export type ContractSide = (typeof CONTRACT_SIDES)[number];
