import type { EmploymentRequestStatus } from '@portal/contracts/employment-requests/schemas';
import { StatusChip, type StatusTone } from '../../../components/record/status-chip';

const TONES = {
  PENDING_AGENCY: 'primary',
  PENDING_EMBASSY: 'primary',
  CONTRACTED: 'success',
  TICKET_BOOKED: 'success',
  ARRIVED: 'success',
  REJECTED: 'error',
  CANCELLED: 'default',
  PENDING_MOFA_CANCELLATION: 'warning',
  EXPIRED: 'warning',
} as const satisfies Record<EmploymentRequestStatus, StatusTone>;

export const RequestStatusChip = ({ status }: { status: EmploymentRequestStatus }) => (
  <StatusChip status={status} tones={TONES} texts="employmentRequests.status" />
);
