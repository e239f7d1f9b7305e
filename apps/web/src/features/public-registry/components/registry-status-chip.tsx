import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { RegistryEntry } from '@portal/contracts/public-registry';

// Dark shades: the outlined chip's text keeps a 4.5:1 contrast (WCAG AA) on white.
const COLOURS = { ACTIVE: '#1b5e20', EXPIRED_LICENSE: '#7a3e00', SUSPENDED: '#b71c1c' } as const;

/** An organisation's derived status (spec 4) as the registry names it. */
export const RegistryStatusChip = ({ status }: { status: RegistryEntry['status'] }) => {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      sx={{ color: COLOURS[status], borderColor: COLOURS[status] }}
      label={t(`publicRegistry.status.${status}`)}
    />
  );
};
