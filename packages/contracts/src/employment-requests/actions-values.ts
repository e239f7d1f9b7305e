import type { ReasonNeed } from '../transitions/reason-need';
import type { EmploymentRequestAction } from './transitions';

// What a request's page needs of its declared actions, apart from their input schemas
// (transitions.ts re-exports it): the action bar loads no zod (decision 0064).

/** Each declared action and how it asks for its reason (its input's `reasonId`, transitions.ts). */
export const EMPLOYMENT_REQUEST_ACTION_REASONS = {
  accept: 'none',
  acceptDirect: 'none',
  reject: 'required',
  approve: 'none',
  embassyReject: 'required',
  bookTicket: 'none',
  arrive: 'none',
  cancel: 'required',
  cancelViaMofa: 'required',
  confirmMofaCancellation: 'none',
  rejectMofaCancellation: 'none',
  expire: 'none',
} as const satisfies Record<EmploymentRequestAction, ReasonNeed>;

/** The reasons lookup kind each reasoned action takes. */
export const EMPLOYMENT_REQUEST_REASON_KINDS = {
  reject: 'REJECTION',
  embassyReject: 'REJECTION',
  cancel: 'CANCELLATION',
  cancelViaMofa: 'CANCELLATION',
} as const satisfies Partial<Record<EmploymentRequestAction, string>>;
