import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { ComplaintStatus } from '@portal/contracts/complaints';

const COLOR = { OPEN: 'warning', IN_PROGRESS: 'info', RESOLVED: 'success' } as const;

export const ComplaintStatusChip = ({ status }: { status: ComplaintStatus }) => {
  const { t } = useTranslation();
  return (
    <Chip size="small" variant="outlined" color={COLOR[status]} label={t(`complaints.status.${status}`)} />
  );
};
