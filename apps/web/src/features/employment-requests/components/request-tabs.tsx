import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {
  canOpenRoute,
  employmentRequestTabsVisible,
  subjectFromCredentials,
} from '@portal/contracts/navigation';
import { pathTo, routeById } from '@portal/contracts/routes';
import { useFeatureFlags } from '../../../lib/config';
import { useCredentials } from '../../../lib/storage/use-credentials';

export type RequestTabId = 'list' | 'pending';

/**
 * Which tabs the signed-in person has: spec 6 gives them to FMOL, offices, agencies and the
 * Philippine embassy, and the pending route (the route table) to foreign embassies; both are
 * needed, as for the landing on pending (`employmentRequestsLandingPath`).
 */
export const useRequestTabs = (): readonly RequestTabId[] => {
  const credentials = useCredentials();
  const features = useFeatureFlags();
  if (!credentials) return [];
  const subject = subjectFromCredentials(credentials, features);
  const pending = canOpenRoute(routeById('employmentRequests.pending'), subject);
  return employmentRequestTabsVisible(subject) && pending ? ['list', 'pending'] : [];
};

/** The list and pending tabs as navigation links; nothing for people without the tabs. */
export const RequestTabs = ({ current }: { current: RequestTabId }) => {
  const { t } = useTranslation();
  const tabs = useRequestTabs();
  if (tabs.length < 2) return null;
  return (
    <Box
      component="nav"
      aria-label={t('employmentRequests.tabs.label')}
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tabs value={current} aria-label={t('employmentRequests.tabs.label')} variant="scrollable">
        {tabs.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            label={t(`employmentRequests.tabs.${tab}`)}
            component={RouterLink}
            to={pathTo(tab === 'list' ? 'employmentRequests' : 'employmentRequests.pending')}
            aria-current={tab === current ? 'page' : undefined}
          />
        ))}
      </Tabs>
    </Box>
  );
};
