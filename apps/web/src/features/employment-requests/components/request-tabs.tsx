import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {
  canOpenRoute,
  employmentRequestsLandingPath,
  employmentRequestTabsVisible,
  subjectFromCredentials,
} from '@portal/contracts/navigation';
import { pathTo, routeById } from '@portal/contracts/routes';
import { useFeatureFlags } from '../../../lib/config';
import { useCredentials } from '../../../lib/storage/use-credentials';

export type RequestTabId = 'list' | 'pending';

/** Navigation state of the list tab's link: the person chose the plain list, so it is not redirected. */
export const LIST_TAB_STATE = { requestsTab: 'list' } as const;

/** Which tabs the signed-in person has (spec 6: FMOL, offices, agencies and the Philippine embassy). */
export const useRequestTabs = () => {
  const credentials = useCredentials();
  const features = useFeatureFlags();
  if (!credentials) return { tabs: [] as RequestTabId[], landing: pathTo('employmentRequests') };
  const subject = subjectFromCredentials(credentials, features);
  const pending = canOpenRoute(routeById('employmentRequests.pending'), subject);
  const tabs: RequestTabId[] = employmentRequestTabsVisible(subject) && pending ? ['list', 'pending'] : [];
  return { tabs, landing: employmentRequestsLandingPath(subject) };
};

/** The list and pending tabs as navigation links; nothing for people without the tabs. */
export const RequestTabs = ({ current }: { current: RequestTabId }) => {
  const { t } = useTranslation();
  const { tabs } = useRequestTabs();
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
            state={tab === 'list' ? LIST_TAB_STATE : undefined}
            aria-current={tab === current ? 'page' : undefined}
          />
        ))}
      </Tabs>
    </Box>
  );
};
