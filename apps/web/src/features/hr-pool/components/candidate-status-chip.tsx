import type { CandidateStatus } from '@portal/contracts/hr-pool/enums';
import { StatusChip, type StatusTone } from '../../../components/record/status-chip';

const TONES = {
  AVAILABLE: 'success',
  PROCESSING: 'warning',
  EMPLOYEE: 'default',
} as const satisfies Record<CandidateStatus, StatusTone>;

export const CandidateStatusChip = ({ status }: { status: CandidateStatus }) => (
  <StatusChip status={status} tones={TONES} texts="hrPoolCandidates.status" />
);
