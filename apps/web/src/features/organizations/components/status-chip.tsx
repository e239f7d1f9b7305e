import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { OrganizationSummary } from '@portal/contracts/organizations';

// Dark shades: the outlined chip's text keeps a 4.5:1 contrast (WCAG AA) on white.
const COLOURS = { ACTIVE: '#1b5e20', EXPIRED_LICENSE: '#7a3e00', SUSPENDED: '#b71c1c' } as const;

/** The derived organisation status (spec 4) as a coloured chip with its translated label. */
export const StatusChip = ({ status }: { status: OrganizationSummary['status'] }) => {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      sx={{ color: COLOURS[status], borderColor: COLOURS[status] }}
      label={t(`organizations.status.${status}`)}
    />
  );
};
