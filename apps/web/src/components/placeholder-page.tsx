import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { PageFrame } from './page-frame';

/** A route of the table whose module is not built yet: its frame and title only. */
export const PlaceholderPage = () => {
  const { t } = useTranslation();
  return (
    <PageFrame>
      <Typography color="textSecondary">{t('common.screenNotAvailable')}</Typography>
    </PageFrame>
  );
};
