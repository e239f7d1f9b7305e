import { statusNames } from '../transitions/statuses';

/** DOMAIN.md "Worker transfer contracts": PENDING -> APPROVED or REJECTED; APPROVED -> COMPLETED. */
export const TRANSFER_CONTRACT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'COMPLETED'] as const;
export type TransferContractStatus = (typeof TRANSFER_CONTRACT_STATUSES)[number];
/** Each status by name: code outside the contracts names a status through this (lint). */
export const TRANSFER_CONTRACT_STATUS = statusNames(TRANSFER_CONTRACT_STATUSES);

/** A worker has at most one transfer in these statuses at a time. */
export const OPEN_TRANSFER_STATUSES = [
  'PENDING',
  'APPROVED',
] as const satisfies readonly TransferContractStatus[];
