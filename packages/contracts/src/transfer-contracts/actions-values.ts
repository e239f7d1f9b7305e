import type { ReasonNeed } from '../transitions/reason-need';
import type { TransferContractAction } from './transitions';

// What a transfer's page needs of its declared actions, apart from their input schemas
// (transitions.ts re-exports it): the action bar loads no zod (decision 0064).

/** Each declared action and how it asks for its reason (its input's `reasonId`, transitions.ts). */
export const TRANSFER_ACTION_REASONS = {
  approve: 'none',
  reject: 'required',
  adminApprove: 'none',
  adminReject: 'required',
  complete: 'none',
} as const satisfies Record<TransferContractAction, ReasonNeed>;

/** The reasons lookup kind each reasoned action takes. */
export const TRANSFER_CONTRACT_REASON_KINDS = {
  reject: 'REJECTION',
  adminReject: 'REJECTION',
} as const satisfies Partial<Record<TransferContractAction, string>>;
