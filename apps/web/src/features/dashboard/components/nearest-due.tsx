import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WaitingClock, WaitingClocks } from '@portal/contracts/clocks/schemas';
import { pathTo } from '@portal/contracts/routes';
import { ClockCountdown } from '../../../components/record/clock-countdown';
import { RecordNumber } from '../../../components/record-number';
import { useNow } from '../../../lib/use-now';

/** Where a clock's record opens: its page (a licence request opens in the licence updates' page). */
export const recordPathOf = (clock: WaitingClock): string => {
  const { type, id } = clock.subject;
  switch (type) {
    case 'employmentRequest':
      return pathTo('employmentRequests.contract', { id });
    case 'partnershipContract':
      return pathTo('partnershipContracts.view', { id });
    case 'licenceRequest':
      return `${pathTo('licenseUpdate')}?request=${id}`;
    case 'complianceOrder':
      // The orders have no page each: their list shows each with its countdown.
      return pathTo('complianceOrders');
    case 'complaint':
      // Complaints live in the issue tracker: their list shows each with its answer's countdown.
      return pathTo('complaints');
  }
};

const RecordName = ({ clock }: { clock: WaitingClock }) => {
  const { t } = useTranslation();
  const kind = t(`dashboard.nearestDue.subjects.${clock.subject.type}`);
  return (
    <>
      {kind}{' '}
      {clock.subjectNumber === null ? (
        <bdi>{t('dashboard.nearestDue.byId', { id: clock.subject.id })}</bdi>
      ) : (
        <RecordNumber value={clock.subjectNumber} />
      )}
    </>
  );
};

/**
 * "What waits on me", nearest due first (decision 0056): each deadline the caller's organisation owes
 * with its countdown, linking to its record; overdue ones lead. One minute clock for the whole list.
 */
export const NearestDue = ({
  waiting,
  labelledBy = 'dashboard-nearest-due',
}: {
  waiting: WaitingClocks;
  /** The heading that names the list (the dashboard's "Nearest deadlines" unless given). */
  labelledBy?: string;
}) => {
  const { t } = useTranslation();
  const now = useNow();
  return (
    <>
      <List dense aria-labelledby={labelledBy} data-testid="nearest-due">
        {waiting.items.map((clock) => (
          <ListItem key={clock.id} disableGutters data-testid="nearest-due-item">
            <Stack spacing={0.5}>
              <Link component={RouterLink} to={recordPathOf(clock)}>
                <RecordName clock={clock} />
              </Link>
              <ClockCountdown clock={clock} now={now} />
            </Stack>
          </ListItem>
        ))}
      </List>
      {waiting.total > waiting.items.length ? (
        <Typography color="textSecondary">
          {t('dashboard.nearestDue.more', { shown: waiting.items.length, total: waiting.total })}
        </Typography>
      ) : null}
    </>
  );
};
