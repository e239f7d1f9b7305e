import { z } from 'zod';
import { id } from '../fields';
import { defineTransitions, type TransitionRecord } from '../transitions/define';
import { PARTNERSHIP_CONTRACT_STATUSES, type PartnershipContractStatus } from './schemas';
import { partnershipContractBodySchema } from './wizard';

export { PARTNERSHIP_CONTRACT_STATUS } from './contracts-values';

const WRITE = { module: 'PARTNERSHIP_CONTRACT', level: 'WRITE' } as const;
const empty = z.object({});
/** A reason of the reasons lookup; on the action calls it comes as the `?reasonId=` query parameter. */
const withReason = z.object({ reasonId: id() });

/** The fact a confirmation needs: an update of the ACTIVE contract waits. */
export const PENDING_UPDATE = 'pendingUpdate';

/**
 * DOMAIN.md "Partnership contracts". The office drafts and sends; the agency approves or rejects
 * (with a reason); a rejected contract is updated back to DRAFT. Either side asks to cancel an
 * ACTIVE contract (with a reason); the other side accepts or refuses, the side that asked may
 * take it back. An update of an ACTIVE contract (`amend`) keeps it ACTIVE on its old terms until
 * the agency or an admin confirms it.
 */
export const partnershipContractTransitions = defineTransitions({
  stem: 'partnership',
  statuses: PARTNERSHIP_CONTRACT_STATUSES,
  actions: {
    sendForApproval: {
      from: ['DRAFT'],
      to: 'PENDING_APPROVAL',
      by: ['office'],
      permission: WRITE,
      input: empty,
    },
    approve: { from: ['PENDING_APPROVAL'], to: 'ACTIVE', by: ['agency'], permission: WRITE, input: empty },
    reject: {
      from: ['PENDING_APPROVAL'],
      to: 'REJECTED',
      by: ['agency'],
      permission: WRITE,
      input: withReason,
    },
    cancel: {
      from: ['ACTIVE'],
      to: 'PENDING_CANCELLATION',
      by: ['office', 'agency'],
      permission: WRITE,
      input: withReason,
    },
    acceptCancellation: {
      from: ['PENDING_CANCELLATION'],
      to: 'CANCELLED',
      by: ['otherParty'],
      permission: WRITE,
      input: empty,
    },
    rejectCancellation: {
      from: ['PENDING_CANCELLATION'],
      to: 'ACTIVE',
      by: ['otherParty'],
      permission: WRITE,
      input: empty,
    },
    undoCancellation: {
      from: ['PENDING_CANCELLATION'],
      to: 'ACTIVE',
      by: ['requester'],
      permission: WRITE,
      input: empty,
    },
    /** `PUT .../{id}` of a DRAFT or REJECTED contract: new terms, back to (or still) DRAFT. */
    update: {
      from: ['DRAFT', 'REJECTED'],
      to: 'DRAFT',
      by: ['office'],
      permission: WRITE,
      input: partnershipContractBodySchema,
    },
    /** `PUT .../{id}` of an ACTIVE contract: the new terms wait for confirmation. */
    amend: {
      from: ['ACTIVE'],
      to: 'ACTIVE',
      by: ['office'],
      permission: WRITE,
      input: partnershipContractBodySchema,
    },
    /** `PUT .../{id}/confirm`: the pending terms become the contract's terms (a new version). */
    confirm: {
      from: ['ACTIVE'],
      to: 'ACTIVE',
      by: ['agency', 'admin'],
      permission: WRITE,
      input: empty,
      needs: [PENDING_UPDATE],
    },
  },
});
export type PartnershipContractAction = keyof typeof partnershipContractTransitions.actions;

/** The actions taken with `POST /api/partnership/contracts/{id}/{action}` (spec 7: empty bodies). */
export const PARTNERSHIP_POST_ACTIONS = [
  'sendForApproval',
  'approve',
  'reject',
  'cancel',
  'acceptCancellation',
  'rejectCancellation',
  'undoCancellation',
] as const satisfies readonly PartnershipContractAction[];
export type PartnershipPostAction = (typeof PARTNERSHIP_POST_ACTIONS)[number];

// The actions' reasons as data, for pages that load no zod (decision 0064).
export { PARTNERSHIP_ACTION_REASONS, PARTNERSHIP_REASON_KINDS } from './actions-values';

/** The contract as the rules read it. */
export type ContractRuleFields = {
  status: PartnershipContractStatus;
  officeId: number;
  agencyId: number;
  /** The organisation that asked for the cancellation, while one is asked. */
  cancellationAskedBy: number | null;
  hasPendingUpdate: boolean;
};

/** A contract's parties: office and agency; the side that asked to cancel is the requester. */
export const contractTransitionRecord = (
  contract: ContractRuleFields,
): TransitionRecord<PartnershipContractStatus> => ({
  status: contract.status,
  parties: {
    office: contract.officeId,
    agency: contract.agencyId,
    ...(contract.cancellationAskedBy !== null && {
      askedBy: contract.cancellationAskedBy,
      requester: contract.cancellationAskedBy,
    }),
  },
  facts: contract.hasPendingUpdate ? [PENDING_UPDATE] : [],
});
