import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { HistoryEntry } from '@portal/contracts/history';
import { formatDateTime } from '../lib/format/intl';
import { useHistory } from '../lib/history/get-history';
import { toLanguage } from '../lib/i18n/language';
import { localized } from '../lib/i18n/localized';

type HistoryPanelProps = {
  entityType: string;
  entityId: number;
  /** The translated label of a field (e.g. `(field) => t(\`jobs.fields.${field}\`)`). */
  fieldLabel: (field: string) => string;
  /** How a value shows (e.g. a gender code as its label); default: the value as text, empty as "—". */
  formatValue?: (field: string, value: unknown) => string;
};

const plain = (_field: string, value: unknown): string =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** Who changed what in a record, and when: newest first, with field names and values translated. */
export const HistoryPanel = ({
  entityType,
  entityId,
  fieldLabel,
  formatValue = plain,
}: HistoryPanelProps) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const history = useHistory(entityType, entityId);
  const show = (field: string, value: unknown) =>
    value === null || value === undefined || value === '' ? '—' : formatValue(field, value);

  const entry = (item: HistoryEntry) => (
    <ListItem key={item.id} divider sx={{ display: 'block' }}>
      <Typography variant="subtitle2" component="p">
        {t(`history.actions.${item.action}`)} ·{' '}
        <bdi dir="auto">{localized(item.changedBy.name, language)}</bdi> ·{' '}
        <time dateTime={item.changedAt}>{formatDateTime(item.changedAt, language)}</time>
      </Typography>
      {Object.keys(item.changes).length > 0 ? (
        <Typography component="ul" variant="body2" sx={{ m: 0, ps: 2.5 }}>
          {Object.entries(item.changes).map(([field, change]) => (
            <li key={field}>
              {t('history.change', {
                field: fieldLabel(field),
                from: show(field, change.from),
                to: show(field, change.to),
              })}
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
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void history.refetch()}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('history.loadFailed')}
        </Alert>
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
