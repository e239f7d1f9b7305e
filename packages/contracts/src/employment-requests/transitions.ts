import { z } from 'zod';
import { arrivalInputSchema } from '../booking';
import { id } from '../fields';
import { defineTransitions, type TransitionRecord } from '../transitions/define';
import { EMPLOYMENT_REQUEST_STATUSES, type EmploymentRequestStatus } from './statuses-values';
import { statusesActedOnBy, statusesNotReachedBy } from '../transitions/statuses';

export { EMPLOYMENT_REQUEST_STATUS } from './statuses-values';

const WRITE = { module: 'EMPLOYMENT_REQUEST', level: 'WRITE' } as const;
const empty = z.object({});
/** A reason of the reasons lookup (`{ reasonId }` in the body). */
const withReason = z.object({ reasonId: id() });

/** Facts of a request beside its status: whether its country uses the embassy's approval flow. */
export const APPROVAL_FLOW = 'approvalFlow';
export const NO_APPROVAL_FLOW = 'noApprovalFlow';
/**
 * Facts of a cancellation (flag `pendingMofaCancellation`): with the flag on, a contracted
 * request's cancellation waits for the foreign-affairs confirmation; otherwise it is direct.
 */
export const MOFA_CANCELLATION = 'mofaCancellation';
export const DIRECT_CANCELLATION = 'directCancellation';
/** The statuses whose cancellation waits for the foreign-affairs confirmation when the flag is on. */
export const MOFA_CANCELLATION_STATUSES = ['CONTRACTED', 'TICKET_BOOKED'] as const;

/**
 * DOMAIN.md "Employment requests". The agency accepts (to the embassy where the country uses the
 * approval flow, else straight to CONTRACTED) or rejects with a reason; the embassy of the
 * employer's office location approves or rejects; the office books the ticket, records the
 * arrival, and may cancel with a reason before the arrival; the portal expires unanswered ones.
 * `accept` and `acceptDirect` are one button ("Accept"): the request's country picks which.
 * `cancel` and `cancelViaMofa` are one button ("Cancel"): with the flag `pendingMofaCancellation`
 * on, a CONTRACTED or TICKET_BOOKED request waits in PENDING_MOFA_CANCELLATION for the
 * foreign-affairs confirmation, which an admin records (`confirmMofaCancellation` → CANCELLED, or
 * `rejectMofaCancellation` → back to CONTRACTED); docs/decisions/0032.
 */
export const employmentRequestTransitions = defineTransitions({
  stem: 'employmentRequests',
  statuses: EMPLOYMENT_REQUEST_STATUSES,
  actions: {
    accept: {
      from: ['PENDING_AGENCY'],
      to: 'PENDING_EMBASSY',
      by: ['agency'],
      permission: WRITE,
      input: empty,
      needs: [APPROVAL_FLOW],
    },
    acceptDirect: {
      from: ['PENDING_AGENCY'],
      to: 'CONTRACTED',
      by: ['agency'],
      permission: WRITE,
      input: empty,
      needs: [NO_APPROVAL_FLOW],
    },
    reject: {
      from: ['PENDING_AGENCY'],
      to: 'REJECTED',
      by: ['agency'],
      permission: WRITE,
      input: withReason,
    },
    approve: {
      from: ['PENDING_EMBASSY'],
      to: 'CONTRACTED',
      by: ['embassy'],
      permission: WRITE,
      input: empty,
    },
    embassyReject: {
      from: ['PENDING_EMBASSY'],
      to: 'REJECTED',
      by: ['embassy'],
      permission: WRITE,
      input: withReason,
    },
    bookTicket: {
      from: ['CONTRACTED'],
      to: 'TICKET_BOOKED',
      by: ['office'],
      permission: WRITE,
      input: empty,
    },
    /** With the day the worker arrived (`{ arrivedOn }`), not before the flight's departure. */
    arrive: {
      from: ['TICKET_BOOKED'],
      to: 'ARRIVED',
      by: ['office', 'admin'],
      permission: WRITE,
      input: arrivalInputSchema,
    },
    cancel: {
      from: ['PENDING_AGENCY', 'PENDING_EMBASSY', 'CONTRACTED', 'TICKET_BOOKED'],
      to: 'CANCELLED',
      by: ['office'],
      permission: WRITE,
      input: withReason,
      needs: [DIRECT_CANCELLATION],
    },
    cancelViaMofa: {
      from: MOFA_CANCELLATION_STATUSES,
      to: 'PENDING_MOFA_CANCELLATION',
      by: ['office'],
      permission: WRITE,
      input: withReason,
      needs: [MOFA_CANCELLATION],
    },
    confirmMofaCancellation: {
      from: ['PENDING_MOFA_CANCELLATION'],
      to: 'CANCELLED',
      by: ['admin'],
      permission: WRITE,
      input: empty,
    },
    rejectMofaCancellation: {
      from: ['PENDING_MOFA_CANCELLATION'],
      to: 'CONTRACTED',
      by: ['admin'],
      permission: WRITE,
      input: empty,
    },
    expire: {
      from: ['PENDING_AGENCY', 'PENDING_EMBASSY'],
      to: 'EXPIRED',
      by: ['system'],
      permission: WRITE,
      input: empty,
    },
  },
});
export type EmploymentRequestAction = keyof typeof employmentRequestTransitions.actions;
export const EMPLOYMENT_REQUEST_ACTIONS = Object.keys(
  employmentRequestTransitions.actions,
) as EmploymentRequestAction[];

/**
 * The actions people take with `POST /api/employment-requests/{id}/{action}` (expire is the sweep's;
 * bookTicket is taken only by `POST /api/booking/almatar/{id}/create`, once the partner booked).
 */
export const EMPLOYMENT_REQUEST_POST_ACTIONS = [
  'accept',
  'acceptDirect',
  'reject',
  'approve',
  'embassyReject',
  'arrive',
  'cancel',
  'cancelViaMofa',
  'confirmMofaCancellation',
  'rejectMofaCancellation',
] as const satisfies readonly EmploymentRequestAction[];
export type EmploymentRequestPostAction = (typeof EMPLOYMENT_REQUEST_POST_ACTIONS)[number];

// The actions' reasons as data, for pages that load no zod (decision 0064).
export { EMPLOYMENT_REQUEST_ACTION_REASONS, EMPLOYMENT_REQUEST_REASON_KINDS } from './actions-values';

/** The answers the pending queue waits for: a request waiting on one of them waits on the caller. */
export const EMPLOYMENT_REQUEST_ANSWER_ACTIONS = [
  'accept',
  'acceptDirect',
  'reject',
  'approve',
  'embassyReject',
] as const satisfies readonly EmploymentRequestAction[];

/** The statuses that wait on an answer (the agency's or the embassy's) and expire after the deadline. */
export const AWAITING_ANSWER_STATUSES = statusesActedOnBy(
  employmentRequestTransitions,
  EMPLOYMENT_REQUEST_ANSWER_ACTIONS,
);

/**
 * Statuses that hold the visa (USED) and the candidate (PROCESSING or EMPLOYEE): every status but
 * the ends a refusal, a cancellation or the expiry leads to (these release both).
 */
export const HOLDING_STATUSES = statusesNotReachedBy(employmentRequestTransitions, [
  'reject',
  'embassyReject',
  'cancel',
  'confirmMofaCancellation',
  'expire',
]);

/** The embassy's bulk decisions in its pending queue (one reason for all the rejected ones). */
export const EMPLOYMENT_REQUEST_BULK_ACTIONS = ['approve', 'embassyReject'] as const;
export const employmentRequestBulkActionSchema = z.object({
  action: z.enum(EMPLOYMENT_REQUEST_BULK_ACTIONS),
  ids: z.array(id()).min(1, 'validation.required').max(100, 'validation.tooMany'),
  reasonId: id().optional(),
});
export type EmploymentRequestBulkAction = z.infer<typeof employmentRequestBulkActionSchema>;

/**
 * A bulk decision's answer: the ids decided and how many were skipped because a colleague reviews
 * them (a live claim, decision 0061).
 */
export const employmentRequestBulkDecisionSchema = z.object({
  action: z.enum(EMPLOYMENT_REQUEST_BULK_ACTIONS),
  ids: z.array(z.number().int()),
  skipped: z.number().int(),
});
export type EmploymentRequestBulkDecision = z.infer<typeof employmentRequestBulkDecisionSchema>;

/** The request as the rules read it. */
export type RequestRuleFields = {
  status: EmploymentRequestStatus;
  officeId: number;
  agencyId: number;
  usesApprovalFlow: boolean;
};

/** Whether cancelling a request in this status waits for the foreign-affairs confirmation. */
export const cancellationWaitsForMofa = (status: EmploymentRequestStatus, pendingMofaCancellation: boolean) =>
  pendingMofaCancellation && (MOFA_CANCELLATION_STATUSES as readonly string[]).includes(status);

/**
 * The request as the rules read it; `pendingMofaCancellation` is the flag of that name (off in the
 * build): it decides which of `cancel` and `cancelViaMofa` the one "Cancel" button takes.
 */
export const requestTransitionRecord = (
  request: RequestRuleFields,
  pendingMofaCancellation = false,
): TransitionRecord<EmploymentRequestStatus> => ({
  status: request.status,
  parties: { office: request.officeId, agency: request.agencyId },
  facts: [
    request.usesApprovalFlow ? APPROVAL_FLOW : NO_APPROVAL_FLOW,
    cancellationWaitsForMofa(request.status, pendingMofaCancellation)
      ? MOFA_CANCELLATION
      : DIRECT_CANCELLATION,
  ],
});
