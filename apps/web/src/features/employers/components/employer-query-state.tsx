import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { NotFoundState } from '../../../components/not-found-state';
import { PageFrame } from '../../../components/page-frame';
import { isApiError } from '../../../lib/api-error';
import type { useEmployer } from '../api/employers-api';

/** A route's `:id` as a number (NaN when it is not a positive whole number). */
export const employerIdOf = (value: string | undefined) =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;

/** Not found (bad id, 404), the error with a retry, or a skeleton while the employer loads. */
export const EmployerQueryState = ({
  id,
  employer,
}: {
  id: number;
  employer: ReturnType<typeof useEmployer>;
}) => {
  const { t } = useTranslation();
  if (Number.isNaN(id) || (isApiError(employer.error) && employer.error.status === 404)) {
    return <NotFoundState backTo="/employers" />;
  }
  if (employer.isError) {
    return (
      <PageFrame>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void employer.refetch()}>
              {t('employers.retry')}
            </Button>
          }
        >
          {t('employers.loadFailed')}
        </Alert>
      </PageFrame>
    );
  }
  return (
    <PageFrame>
      <Skeleton variant="rectangular" height={240} role="progressbar" aria-label={t('common.loading')} />
    </PageFrame>
  );
};
