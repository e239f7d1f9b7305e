import Chip from '@mui/material/Chip';
import type { OrganizationSummary } from '@portal/contracts/organizations';

// Dark shades: the outlined chip's text keeps a 4.5:1 contrast (WCAG AA) on white.
const COLOURS = { ACTIVE: '#1b5e20', EXPIRED_LICENSE: '#7a3e00', SUSPENDED: '#b71c1c' } as const;

/** An organisation's derived status (spec 4) as an outlined chip in its colour, with the caller's label. */
export const OrganizationStatusChip = ({
  status,
  label,
}: {
  status: OrganizationSummary['status'];
  label: string;
}) => (
  <Chip
    size="small"
    variant="outlined"
    sx={{ color: COLOURS[status], borderColor: COLOURS[status] }}
    label={label}
  />
);
