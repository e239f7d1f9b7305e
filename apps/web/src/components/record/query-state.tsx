import { useTranslation } from 'react-i18next';
import { Skeleton } from '../skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import { NotFoundState } from '../not-found-state';
import { PageFrame } from '../page-frame';
import { isApiError } from '../../lib/api-error';
import { RetryAlert } from './retry-alert';

/** A route's `:id` as a number (NaN when it is not a positive whole number). */
export const idOf = (value: string | undefined) =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;

/**
 * What a record page shows until its record is there: "not found" for a bad id or a 404 (a
 * record the caller may not see) with a way back to `backTo`, the error (`failed`) with a retry,
 * or a skeleton while it loads.
 */
export const RecordQueryState = ({
  id,
  query,
  failed,
  backTo,
}: {
  id: number;
  query: UseQueryResult<unknown>;
  failed: string;
  backTo: string;
}) => {
  const { t } = useTranslation();
  if (Number.isNaN(id) || (isApiError(query.error) && query.error.status === 404)) {
    return <NotFoundState backTo={backTo} />;
  }
  if (query.isError) {
    return (
      <PageFrame>
        <RetryAlert retry={t('errors.retry')} onRetry={query.refetch}>
          {failed}
        </RetryAlert>
      </PageFrame>
    );
  }
  return (
    <PageFrame>
      <Skeleton variant="rectangular" height={240} role="progressbar" aria-label={t('common.loading')} />
    </PageFrame>
  );
};
