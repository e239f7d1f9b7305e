import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { TransferContractStatus } from '@portal/contracts/transfer-contracts/schemas';

export const STATUS_COLORS = {
  PENDING: 'primary',
  APPROVED: 'success',
  REJECTED: 'error',
  COMPLETED: 'default',
} as const satisfies Record<TransferContractStatus, string>;

export const TransferStatusChip = ({ status }: { status: TransferContractStatus }) => {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLORS[status]}
      label={t(`transferContracts.status.${status}`)}
    />
  );
};
