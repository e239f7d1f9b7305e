import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { useCredentials } from '../../../lib/storage/use-credentials';

/** Shown on every authenticated page while the organisation is suspended: it can read, not write. */
export const SuspendedBanner = () => {
  const { t } = useTranslation();
  const credentials = useCredentials();
  if (!credentials || credentials.organization.active) return null;
  return (
    <Alert severity="warning" role="status" sx={{ borderRadius: 0 }}>
      {t('suspensions.banner')}
    </Alert>
  );
};
