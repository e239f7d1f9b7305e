import { lazy, Suspense, useMemo } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { Credentials } from '@portal/contracts/credentials';
import {
  employmentRequestsLandingPath,
  lookupMenuRoutes,
  menuRoutes,
  subjectFromCredentials,
} from '@portal/contracts/navigation';
import type { RouteDef } from '@portal/contracts/routes';
import type { ActionsNeeded } from '@portal/contracts/notifications';
import { useActionsNeeded } from '../../features/notifications/api/get-actions-needed';
import { menuBadgeCount } from '../../features/notifications/menu-badges';
import { useFeatureFlags } from '../../lib/config';
import { VISUALLY_HIDDEN_SX } from '../../components/visually-hidden';

/**
 * The menus' icons (27 SVG paths, ~4 KB gzipped) load beside the first screen, not in the chunk every
 * signed-in route waits for (decision 0064, 2026-11-29): until then each keeps its place, empty.
 */
const NavIcon = lazy(() => import('./nav-icons').then((module) => ({ default: module.NavIcon })));
const ICON_PLACE = <Box component="span" sx={{ display: 'inline-block', width: 24, height: 24 }} />;

type MenuEntry = { route: RouteDef; to: string };

const CountBadge = ({ count }: { count: number }) => {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <Box
      component="span"
      sx={{
        minWidth: 22,
        px: 0.75,
        borderRadius: 11,
        bgcolor: '#1f5f7a',
        color: '#fff',
        fontSize: '0.75rem',
        fontWeight: 700,
        lineHeight: '22px',
        textAlign: 'center',
      }}
    >
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <Box component="span" sx={VISUALLY_HIDDEN_SX}>
        {t('nav.waiting', { count })}
      </Box>
    </Box>
  );
};

const isSelected = (pathname: string, route: RouteDef): boolean => {
  const base = `/${route.path}`;
  return pathname === base || pathname.startsWith(`${base}/`);
};

const MenuSection = ({
  entries,
  label,
  counts,
  onNavigate,
}: {
  entries: MenuEntry[];
  label?: string;
  counts: ActionsNeeded;
  onNavigate?: () => void;
}) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      {/* Outside the list: a <ul> may only hold <li> elements (axe "list"). */}
      {label ? <ListSubheader component="div">{label}</ListSubheader> : null}
      <List component="ul" dense sx={{ py: 0.5 }}>
        {entries.map(({ route, to }) => {
          const selected = isSelected(pathname, route);
          return (
            <li key={route.id}>
              <ListItemButton
                component={NavLink}
                to={to}
                selected={selected}
                aria-current={selected ? 'page' : undefined}
                onClick={onNavigate}
                sx={{
                  borderInlineStart: '3px solid transparent',
                  '&.Mui-selected': { borderInlineStartColor: '#58abc8', bgcolor: '#eff5f9' },
                }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Suspense fallback={ICON_PLACE}>
                    <NavIcon routeId={route.id} />
                  </Suspense>
                </ListItemIcon>
                <ListItemText primary={t(route.titleKey)} />
                <CountBadge count={menuBadgeCount(route.id, counts)} />
              </ListItemButton>
            </li>
          );
        })}
      </List>
    </>
  );
};

/** Main menu and the separate lookups menu, both from the contracts table (spec 2 navigation). */
export const SideNav = ({
  credentials,
  onNavigate,
}: {
  credentials: Credentials;
  onNavigate?: () => void;
}) => {
  const { t } = useTranslation();
  const features = useFeatureFlags();
  const counts = useActionsNeeded(credentials);
  const { main, lookups } = useMemo(() => {
    const subject = subjectFromCredentials(credentials, features);
    const entry = (route: RouteDef): MenuEntry => ({
      route,
      to: route.id === 'employmentRequests' ? employmentRequestsLandingPath(subject) : `/${route.path}`,
    });
    return { main: menuRoutes(subject).map(entry), lookups: lookupMenuRoutes(subject).map(entry) };
  }, [credentials, features]);
  return (
    <>
      <nav aria-label={t('nav.main')}>
        <MenuSection entries={main} counts={counts} onNavigate={onNavigate} />
      </nav>
      {lookups.length > 0 ? (
        <>
          <Divider />
          <nav aria-label={t('nav.lookups')}>
            <MenuSection entries={lookups} label={t('nav.lookups')} counts={counts} onNavigate={onNavigate} />
          </nav>
        </>
      ) : null}
    </>
  );
};
