import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import { Skeleton } from '../skeleton';
import Typography from '@mui/material/Typography';
import { useHistory } from '../../lib/history/get-history';
import { RetryAlert } from './retry-alert';

// The entries (MUI's list items, the values' formatting) are not part of a record page's first load: their
// chunk is asked for when the panel mounts, beside the history's request, and the panel's loading
// placeholder stays until both are in (decision 0064, 2026-11-30).
const loadEntries = () => import('./history-entries');
const HistoryEntries = lazy(loadEntries);

type HistoryPanelProps = { entityType: string; entityId: number };

const LOADING = <Skeleton variant="rectangular" height={64} />;

/**
 * Who changed what in a record, and when, newest first (spec §8): the action, the person, the local
 * date and time (Hijri beside it in Arabic), and each changed field under its screen label with its
 * display value, as the API presents them (internal fields never reach the panel).
 */
export const HistoryPanel = ({ entityType, entityId }: HistoryPanelProps) => {
  const { t } = useTranslation();
  const history = useHistory(entityType, entityId);
  useEffect(() => {
    // A failure shows when the entries render (the route's chunk-failure handling), not here.
    loadEntries().catch(() => undefined);
  }, []);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="history-title" sx={{ p: 2, mt: 3 }}>
      <Typography id="history-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('history.title')}
      </Typography>
      {history.isPending ? LOADING : null}
      {history.isError ? (
        <RetryAlert retry={t('list.retry')} onRetry={history.refetch}>
          {t('history.loadFailed')}
        </RetryAlert>
      ) : null}
      {history.data && history.data.items.length === 0 ? (
        <Typography color="textSecondary">{t('history.empty')}</Typography>
      ) : null}
      {history.data && history.data.items.length > 0 ? (
        <Suspense fallback={LOADING}>
          <HistoryEntries items={history.data.items} />
        </Suspense>
      ) : null}
    </Paper>
  );
};
