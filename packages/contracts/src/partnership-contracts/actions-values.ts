import type { ReasonKind } from '../reasons';
import type { ReasonNeed } from '../transitions/reason-need';
import type { PartnershipContractAction } from './transitions';

// What a contract's page needs of its declared actions, apart from their input schemas
// (transitions.ts re-exports it): the action bar loads no zod (decision 0064).

/** Each declared action and how it asks for its reason (its input's `reasonId`, transitions.ts). */
export const PARTNERSHIP_ACTION_REASONS = {
  sendForApproval: 'none',
  approve: 'none',
  reject: 'required',
  cancel: 'required',
  acceptCancellation: 'none',
  rejectCancellation: 'none',
  undoCancellation: 'none',
  update: 'none',
  amend: 'none',
  confirm: 'none',
} as const satisfies Record<PartnershipContractAction, ReasonNeed>;

/**
 * The actions whose reason (`?reasonId=`) is required, and the reasons lookup kind it is of: the
 * partnership's own kinds, not a worker request's (decision 0040).
 */
export const PARTNERSHIP_REASON_KINDS = {
  reject: 'PARTNERSHIP_REJECTION',
  cancel: 'PARTNERSHIP_CANCELLATION',
} as const satisfies Partial<Record<PartnershipContractAction, ReasonKind>>;
