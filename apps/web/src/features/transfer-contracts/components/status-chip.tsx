import type { TransferContractStatus } from '@portal/contracts/transfer-contracts/schemas';
import { StatusChip, type StatusTone } from '../../../components/record/status-chip';

export const STATUS_COLORS = {
  PENDING: 'primary',
  APPROVED: 'success',
  REJECTED: 'error',
  COMPLETED: 'default',
} as const satisfies Record<TransferContractStatus, StatusTone>;

export const TransferStatusChip = ({ status }: { status: TransferContractStatus }) => (
  <StatusChip status={status} tones={STATUS_COLORS} texts="transferContracts.status" />
);
