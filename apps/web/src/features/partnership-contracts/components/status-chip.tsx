import type { PartnershipContractStatus } from '@portal/contracts/partnership-contracts/schemas';
import { StatusChip, type StatusTone } from '../../../components/record/status-chip';

const TONES = {
  DRAFT: 'default',
  PENDING_APPROVAL: 'primary',
  ACTIVE: 'success',
  REJECTED: 'error',
  PENDING_CANCELLATION: 'warning',
  CANCELLED: 'default',
} as const satisfies Record<PartnershipContractStatus, StatusTone>;

export const ContractStatusChip = ({ status }: { status: PartnershipContractStatus }) => (
  <StatusChip status={status} tones={TONES} texts="partnershipContracts.status" />
);
