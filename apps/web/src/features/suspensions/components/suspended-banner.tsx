import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { useCredentials } from '../../../lib/storage/use-credentials';
import { refreshCredentials } from '../../auth/use-credentials-refresh';

/** Shown on every authenticated page while the organisation is suspended: it can read, not write. */
export const SuspendedBanner = () => {
  const { t } = useTranslation();
  const credentials = useCredentials();
  const suspended = credentials !== null && !credentials.organization.active;
  // Once per page load while it shows: a suspension lifted (or ended) meanwhile removes it.
  useEffect(() => {
    if (suspended) void refreshCredentials();
  }, [suspended]);
  if (!suspended) return null;
  return (
    <Alert severity="warning" role="status" sx={{ borderRadius: 0 }}>
      {t('suspensions.banner')}
    </Alert>
  );
};
