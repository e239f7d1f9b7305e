import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { OrganizationSummary } from '@portal/contracts/organizations';

const COLOURS = { ACTIVE: 'success', EXPIRED_LICENSE: 'warning', SUSPENDED: 'error' } as const;

/** The derived organisation status (spec 4) as a coloured chip with its translated label. */
export const StatusChip = ({ status }: { status: OrganizationSummary['status'] }) => {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[status]}
      label={t(`organizations.status.${status}`)}
    />
  );
};
