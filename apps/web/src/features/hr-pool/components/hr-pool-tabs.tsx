import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { pathTo, type RouteId } from '@portal/contracts/routes';
import { useRouteAllowed } from '../../../components/use-route-allowed';
import { loadModuleResources } from '../../../lib/i18n/module-resources';
import { onBeforeLanguageChange } from '../../../lib/i18n/i18n';
import { toLanguage } from '../../../lib/i18n/language';
import { hrPoolTabsTexts } from '../locales/tabs/module-texts';

export type HrPoolTabId = 'candidates' | 'dlt' | 'oldContracts';

type TabLink = { id: HrPoolTabId; routeId: RouteId };

let languageHookRegistered = false;

/** The tabs' texts in the current language (loaded once; the page that shows the tabs may not carry them). */
const useTabTexts = (): boolean => {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const [ready, setReady] = useState<string | null>(() =>
    i18n.exists('hrPoolTabs.label', { lng: language }) ? language : null,
  );
  useEffect(() => {
    if (!languageHookRegistered) {
      languageHookRegistered = true;
      onBeforeLanguageChange((next) => loadModuleResources(hrPoolTabsTexts, next));
    }
    let live = true;
    void loadModuleResources(hrPoolTabsTexts, language)
      .then(() => live && setReady(language))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [language]);
  return ready === language;
};

/** Which tab an address belongs to (the candidate pages belong to Candidates). */
const tabOfPath = (pathname: string): HrPoolTabId | null => {
  if (pathname.startsWith('/hr-pool/dlt')) return 'dlt';
  if (pathname.startsWith('/hr-pool/old-contracts') || pathname.startsWith('/old-contracts'))
    return 'oldContracts';
  if (pathname.startsWith('/hr-pool')) return 'candidates';
  return null;
};

type HrPoolTabsProps = {
  /** The tab of the page showing them; defaults to the one the address belongs to. */
  current?: HrPoolTabId;
};

/**
 * Spec 2: the HR pool's tabs (Candidates, DLT candidates, Old worker contracts) as navigation
 * links, each shown only to who may open its route (the route table, like menus and guards).
 * Old contracts go to `hr-pool/old-contracts`, or to `old-contracts` for the roles that only
 * have that route. Nothing is shown while fewer than two tabs remain.
 */
export const HrPoolTabs = ({ current }: HrPoolTabsProps) => {
  const { t } = useTranslation();
  const ready = useTabTexts();
  const { pathname } = useLocation();
  const candidates = useRouteAllowed('hrPool');
  const dlt = useRouteAllowed('hrPool.dlt');
  const oldContractsTab = useRouteAllowed('hrPool.oldContracts');
  const oldContractsPage = useRouteAllowed('oldContracts');

  const links: TabLink[] = [];
  if (candidates) links.push({ id: 'candidates', routeId: 'hrPool' });
  if (dlt) links.push({ id: 'dlt', routeId: 'hrPool.dlt' });
  if (oldContractsTab) links.push({ id: 'oldContracts', routeId: 'hrPool.oldContracts' });
  else if (oldContractsPage) links.push({ id: 'oldContracts', routeId: 'oldContracts' });

  if (!ready || links.length < 2) return null;
  const selected = current ?? tabOfPath(pathname);
  const value = links.some((link) => link.id === selected) ? selected : false;

  return (
    <Box
      component="nav"
      aria-label={t('hrPoolTabs.label')}
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {/* The links navigate; the selected tab follows the address. */}
      <Tabs value={value} aria-label={t('hrPoolTabs.label')} variant="scrollable" allowScrollButtonsMobile>
        {links.map((link) => (
          <Tab
            key={link.id}
            value={link.id}
            label={t(`hrPoolTabs.${link.id}`)}
            component={RouterLink}
            to={pathTo(link.routeId)}
            aria-current={link.id === value ? 'page' : undefined}
          />
        ))}
      </Tabs>
    </Box>
  );
};
