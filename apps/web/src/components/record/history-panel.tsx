import { useTranslation } from 'react-i18next';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { HistoryEntry, HistoryFieldChange } from '@portal/contracts/history';
import { formatDateTime } from '../../lib/format/intl';
import { useHistory } from '../../lib/history/get-history';
import { toLanguage } from '../../lib/i18n/language';
import { localized } from '../../lib/i18n/localized';
import { historyValueText, withHijri } from './history-value';
import { RetryAlert } from './retry-alert';

type HistoryPanelProps = { entityType: string; entityId: number };

/**
 * Who changed what in a record, and when, newest first (spec §8): the action, the person, the local
 * date and time (Hijri beside it in Arabic), and each changed field under its screen label with its
 * display value, as the API presents them (internal fields never reach the panel).
 */
export const HistoryPanel = ({ entityType, entityId }: HistoryPanelProps) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const history = useHistory(entityType, entityId);
  const text = (value: HistoryFieldChange['to']) => historyValueText(value, t, language);

  const change = (shown: HistoryFieldChange) =>
    shown.from === null
      ? t('history.set', { field: t(shown.label), to: text(shown.to) })
      : t('history.change', { field: t(shown.label), from: text(shown.from), to: text(shown.to) });

  const entry = (item: HistoryEntry) => (
    <ListItem key={item.id} divider sx={{ display: 'block' }}>
      <Typography variant="subtitle2" component="p">
        {t(`history.actions.${item.action}`)} ·{' '}
        <bdi dir="auto">{localized(item.changedBy.name, language)}</bdi> ·{' '}
        <time dateTime={item.changedAt}>
          {withHijri(formatDateTime(item.changedAt, language), item.changedAt, language)}
        </time>
      </Typography>
      {item.shown.length > 0 ? (
        <Typography component="ul" variant="body2" sx={{ m: 0, ps: 2.5, overflowWrap: 'anywhere' }}>
          {item.shown.map((shown, index) => (
            <li key={`${shown.label}-${index}`}>
              <bdi dir="auto">{change(shown)}</bdi>
            </li>
          ))}
        </Typography>
      ) : null}
    </ListItem>
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="history-title" sx={{ p: 2, mt: 3 }}>
      <Typography id="history-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('history.title')}
      </Typography>
      {history.isPending ? <Skeleton variant="rectangular" height={64} /> : null}
      {history.isError ? (
        <RetryAlert retry={t('list.retry')} onRetry={history.refetch}>
          {t('history.loadFailed')}
        </RetryAlert>
      ) : null}
      {history.data && history.data.items.length === 0 ? (
        <Typography color="text.secondary">{t('history.empty')}</Typography>
      ) : null}
      {history.data && history.data.items.length > 0 ? (
        <List dense>{history.data.items.map(entry)}</List>
      ) : null}
    </Paper>
  );
};
