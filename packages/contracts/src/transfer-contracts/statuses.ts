import { statusNames } from '../transitions/statuses';

/** DOMAIN.md "Worker transfer contracts": PENDING -> APPROVED or REJECTED; APPROVED -> COMPLETED. */
export const TRANSFER_CONTRACT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'COMPLETED'] as const;
export type TransferContractStatus = (typeof TRANSFER_CONTRACT_STATUSES)[number];
/** Each status by name: code outside the contracts names a status through this (lint). */
export const TRANSFER_CONTRACT_STATUS = statusNames(TRANSFER_CONTRACT_STATUSES);
