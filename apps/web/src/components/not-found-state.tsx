import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { PageFrame } from './page-frame';

/** A record that does not exist or belongs to another organisation (the API answered 404). */
export const NotFoundState = ({ backTo }: { backTo?: string }) => {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('notFound.title')}>
      <Alert severity="warning" role="status" sx={{ mb: 2 }}>
        {t('notFound.message')}
      </Alert>
      {backTo ? (
        <Button component={RouterLink} to={backTo} variant="outlined">
          {t('notFound.back')}
        </Button>
      ) : null}
    </PageFrame>
  );
};
