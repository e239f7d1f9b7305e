import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import { pathTo } from '@portal/contracts/routes';
import { NotFoundState } from '../../../components/not-found-state';
import { PageFrame } from '../../../components/page-frame';
import { isApiError } from '../../../lib/api-error';

/** A route's `:id` as a number (NaN when it is not a positive whole number). */
export const idOf = (value: string | undefined) =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;

/**
 * What a transfer's page shows until the transfer is there: "not found" for a bad id or a 404 (a
 * transfer the caller may not see), the error with a retry, or a skeleton while it loads.
 */
export const TransferQueryState = ({ id, query }: { id: number; query: UseQueryResult<unknown> }) => {
  const { t } = useTranslation();
  if (Number.isNaN(id) || (isApiError(query.error) && query.error.status === 404)) {
    return <NotFoundState backTo={pathTo('transferContracts')} />;
  }
  if (query.isError) {
    return (
      <PageFrame>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('transferContracts.retry')}
            </Button>
          }
        >
          {t('transferContracts.loadFailed')}
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
