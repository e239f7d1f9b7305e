import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { PartnershipContractStatus } from '@portal/contracts/partnership-contracts/schemas';

const COLORS = {
  DRAFT: 'default',
  PENDING_APPROVAL: 'primary',
  ACTIVE: 'success',
  REJECTED: 'error',
  PENDING_CANCELLATION: 'warning',
  CANCELLED: 'default',
} as const;

export const ContractStatusChip = ({ status }: { status: PartnershipContractStatus }) => {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={t(`partnershipContracts.status.${status}`)}
    />
  );
};
