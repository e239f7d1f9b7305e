import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { LicenceRequestStatus } from '@portal/contracts/license-requests';

const COLORS = { PENDING: 'primary', APPROVED: 'success', REJECTED: 'error' } as const;

export const StatusChip = ({ status }: { status: LicenceRequestStatus }) => {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={t(`licenceUpdate.status.${status}`)}
    />
  );
};
