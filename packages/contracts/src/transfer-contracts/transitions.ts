import { z } from 'zod';
import { id } from '../fields';
import { defineTransitions, type TransitionRecord } from '../transitions/define';
import { TRANSFER_CONTRACT_STATUSES, type TransferContractStatus } from './statuses';
import { actionableStatuses } from '../transitions/statuses';

const WRITE = { module: 'EMPLOYMENT_REQUEST', level: 'WRITE' } as const;
const empty = z.object({});
/** A reason of the reasons lookup, kind REJECTION (`{ reasonId }` in the body). */
const withReason = z.object({ reasonId: id() });

/** Facts of a transfer beside its status: whether the worker came through an agency (a request). */
export const AGENCY_APPROVES = 'agencyApproves';
export const ADMIN_APPROVES = 'adminApproves';

/**
 * DOMAIN.md "Worker transfer contracts". The worker's agency approves or rejects (with a reason);
 * an old contract's worker has no agency on the portal, so an admin answers instead. The office
 * that asked completes an approved transfer. `approve`/`adminApprove` and `reject`/`adminReject`
 * are one button each: the transfer's fact picks which.
 */
export const transferContractTransitions = defineTransitions({
  stem: 'transferContracts',
  statuses: TRANSFER_CONTRACT_STATUSES,
  actions: {
    approve: {
      from: ['PENDING'],
      to: 'APPROVED',
      by: ['agency'],
      permission: WRITE,
      input: empty,
      needs: [AGENCY_APPROVES],
    },
    reject: {
      from: ['PENDING'],
      to: 'REJECTED',
      by: ['agency'],
      permission: WRITE,
      input: withReason,
      needs: [AGENCY_APPROVES],
    },
    adminApprove: {
      from: ['PENDING'],
      to: 'APPROVED',
      by: ['admin'],
      permission: WRITE,
      input: empty,
      needs: [ADMIN_APPROVES],
    },
    adminReject: {
      from: ['PENDING'],
      to: 'REJECTED',
      by: ['admin'],
      permission: WRITE,
      input: withReason,
      needs: [ADMIN_APPROVES],
    },
    complete: {
      from: ['APPROVED'],
      to: 'COMPLETED',
      by: ['office'],
      permission: WRITE,
      input: empty,
    },
  },
});
export type TransferContractAction = keyof typeof transferContractTransitions.actions;
export const TRANSFER_CONTRACT_ACTIONS = Object.keys(
  transferContractTransitions.actions,
) as TransferContractAction[];

/** A worker has at most one transfer in these statuses at a time: the ones still waiting on someone. */
export const OPEN_TRANSFER_STATUSES = actionableStatuses(transferContractTransitions);

// The actions' reasons as data, for pages that load no zod (decision 0064).
export { TRANSFER_ACTION_REASONS, TRANSFER_CONTRACT_REASON_KINDS } from './actions-values';

/** The transfer as the rules read it. */
export type TransferRuleFields = {
  status: TransferContractStatus;
  officeId: number;
  agencyId: number | null;
};

export const transferTransitionRecord = (
  transfer: TransferRuleFields,
): TransitionRecord<TransferContractStatus> => ({
  status: transfer.status,
  parties: {
    office: transfer.officeId,
    ...(transfer.agencyId === null ? {} : { agency: transfer.agencyId }),
  },
  facts: [transfer.agencyId === null ? ADMIN_APPROVES : AGENCY_APPROVES],
});
