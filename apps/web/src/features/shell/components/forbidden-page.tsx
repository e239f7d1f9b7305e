import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { startPath, subjectFromCredentials } from '@portal/contracts/navigation';

import { PageFrame } from '../../../components/page-frame';
import { useFeatureFlags } from '../../../lib/config';
import { useCredentials } from '../../../lib/storage/use-credentials';

/** `/403`: Access Denied, with a way back to the person's start page. */
export const ForbiddenPage = () => {
  const { t } = useTranslation();
  const credentials = useCredentials();
  const features = useFeatureFlags();
  const start = useMemo(() => {
    if (!credentials) return '/';
    const path = startPath(subjectFromCredentials(credentials, features));
    return path === '/403' ? '/' : path;
  }, [credentials, features]);
  return (
    <PageFrame>
      <Typography sx={{ mb: 1 }}>{t('forbidden.message')}</Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('forbidden.hint')}
      </Typography>
      <Button variant="contained" component={RouterLink} to={start}>
        {t('forbidden.backToStart')}
      </Button>
    </PageFrame>
  );
};
