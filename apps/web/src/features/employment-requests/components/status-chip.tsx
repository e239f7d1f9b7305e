import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { EmploymentRequestStatus } from '@portal/contracts/employment-requests/schemas';

const COLORS = {
  PENDING_AGENCY: 'primary',
  PENDING_EMBASSY: 'primary',
  CONTRACTED: 'success',
  TICKET_BOOKED: 'success',
  ARRIVED: 'success',
  REJECTED: 'error',
  CANCELLED: 'default',
  PENDING_MOFA_CANCELLATION: 'warning',
  EXPIRED: 'warning',
} as const satisfies Record<EmploymentRequestStatus, string>;

export const RequestStatusChip = ({ status }: { status: EmploymentRequestStatus }) => {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={t(`employmentRequests.status.${status}`)}
    />
  );
};
