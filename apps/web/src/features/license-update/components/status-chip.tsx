import type { LicenceRequestStatus } from '@portal/contracts/license-requests';
import { StatusChip as RecordStatusChip, type StatusTone } from '../../../components/record/status-chip';

const TONES = {
  PENDING: 'primary',
  APPROVED: 'success',
  REJECTED: 'error',
} as const satisfies Record<LicenceRequestStatus, StatusTone>;

export const StatusChip = ({ status }: { status: LicenceRequestStatus }) => (
  <RecordStatusChip status={status} tones={TONES} texts="licenceUpdate.status" />
);
