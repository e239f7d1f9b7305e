import { useTranslation } from 'react-i18next';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { HistoryEntry, HistoryFieldChange } from '@portal/contracts/history';
import { formatDateTime } from '../../lib/format/intl';
import { toLanguage } from '../../lib/i18n/language';
import { localized } from '../../lib/i18n/localized';
import { historyValueText, withHijri } from './history-value';

/**
 * The history's entries: the action, the person, the local date and time (Hijri beside it in Arabic),
 * and each changed field under its screen label with its display value. Loaded by `HistoryPanel`
 * beside its request (decision 0064).
 */
const HistoryEntries = ({ items }: { items: readonly HistoryEntry[] }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const text = (value: HistoryFieldChange['to']) => historyValueText(value, t, language);

  const change = (shown: HistoryFieldChange) =>
    shown.from === null
      ? t('history.set', { field: t(shown.label), to: text(shown.to) })
      : t('history.change', { field: t(shown.label), from: text(shown.from), to: text(shown.to) });

  return (
    <List dense>
      {items.map((item) => (
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
      ))}
    </List>
  );
};

export default HistoryEntries;
