import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { useWaitingClocks } from '../api/get-waiting-clocks';
import { NearestDue } from './nearest-due';
import { DashboardSection, SectionState } from './section';

const HEADING = 'admin-waiting';

/**
 * The programme's admins' "What waits on me" (decisions 0056, 0058): the clocks nobody's
 * organisation owes (`GET /api/clocks/waiting` answers an admin those: the licence reviews, and the
 * answer of a request whose embassy the portal does not have), nearest due first with their
 * countdowns, each linking to its record. Shown where admins land (the
 * organisations list, their start page), since the specification's dashboard is not theirs.
 */
export const AdminWaiting = () => {
  const { t } = useTranslation();
  const waiting = useWaitingClocks();
  return (
    <DashboardSection id={HEADING} title={t('dashboard.waiting.title')}>
      <Typography color="textSecondary" sx={{ mb: 1 }}>
        {t('dashboard.adminWaiting.intro')}
      </Typography>
      <SectionState
        query={waiting}
        errorText={t('dashboard.nearestDue.error')}
        empty={waiting.data?.total === 0}
        emptyText={t('dashboard.adminWaiting.empty')}
      >
        {() => <NearestDue waiting={waiting.data!} labelledBy={HEADING} />}
      </SectionState>
    </DashboardSection>
  );
};
