import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DashboardSummary } from '@portal/contracts/dashboard';
import { pathTo } from '@portal/contracts/routes';
import { formatDateTime } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';
import { RecordNumber } from '../../../components/record-number';

/** Deadlines of the next 7 days: the requests that expire unless answered, soonest first. */
export const DueSection = ({ due }: { due: DashboardSummary['dueThisWeek'] }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  if (due.total === 0) return <Typography color="textSecondary">{t('dashboard.due.none')}</Typography>;
  return (
    <>
      <Typography data-testid="due-total">{t('dashboard.due.total', { total: due.total })}</Typography>
      <List dense>
        {due.items.map((item) => (
          <ListItem key={item.id} disableGutters>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Link component={RouterLink} to={pathTo('employmentRequests.contract', { id: item.id })}>
                <RecordNumber value={item.number} />
              </Link>
              <Typography component="span">{t(`dashboard.requestStatus.${item.status}`)}</Typography>
              <Typography component="span" color="textSecondary">
                {t('dashboard.due.respondBy', { date: formatDateTime(item.respondBy, language) })}
              </Typography>
              {item.waitingOnMe ? (
                <Chip size="small" color="warning" label={t('dashboard.due.onYou')} />
              ) : null}
            </Stack>
          </ListItem>
        ))}
      </List>
    </>
  );
};
