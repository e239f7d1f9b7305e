import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Skeleton } from '../../../../components/skeleton';
import Typography from '@mui/material/Typography';
import { isApiError } from '../../../../lib/api-error';

/** A list on its way: what is loaded, announced politely, over a placeholder of its size. */
export const LoadingState = ({ label, height }: { label: string; height: number }) => (
  <Box role="status" aria-live="polite">
    <Typography variant="body2" sx={{ mb: 1 }}>
      {label}
    </Typography>
    <Skeleton variant="rectangular" height={height} />
  </Box>
);

/** A list that could not be loaded: the server's message (or a general one) and a retry. */
export const LoadError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('employmentWizard.retry')}
        </Button>
      }
    >
      {isApiError(error) && error.body?.message ? error.body.message : t('employmentWizard.loadFailed')}
    </Alert>
  );
};
