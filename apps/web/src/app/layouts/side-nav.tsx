import { lazy, memo, Suspense, useMemo } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Divider from '@mui/material/Divider';
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
import { MENU_CLASSES, MenuList } from './menu-list';

/**
 * The menus' icons (27 SVG paths, ~4 KB gzipped) load beside the first screen, not in the chunk every
 * signed-in route waits for (decision 0064, 2026-11-29): until then each keeps its place, empty.
 */
const NavIcon = lazy(() => import('./nav-icons').then((module) => ({ default: module.NavIcon })));
const ICON_PLACE = <span className={MENU_CLASSES.iconPlace} />;

type MenuEntry = { route: RouteDef; to: string };

const CountBadge = ({ count }: { count: number }) => {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className={MENU_CLASSES.badge}>
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <span className={MENU_CLASSES.hidden}>{t('nav.waiting', { count })}</span>
    </span>
  );
};

const isSelected = (pathname: string, route: RouteDef): boolean => {
  const base = `/${route.path}`;
  return pathname === base || pathname.startsWith(`${base}/`);
};

type MenuItemProps = {
  routeId: string;
  to: string;
  label: string;
  selected: boolean;
  count: number;
  onNavigate: (() => void) | undefined;
};

/**
 * One entry: a plain link under its list's one style (decision 0097). Memoised: a count arriving, or a
 * step to another page, renders the entries it changes, not the whole menu.
 */
const MenuItem = memo(({ routeId, to, label, selected, count, onNavigate }: MenuItemProps) => (
  <li>
    <NavLink
      to={to}
      className={selected ? `${MENU_CLASSES.item} ${MENU_CLASSES.selected}` : MENU_CLASSES.item}
      aria-current={selected ? 'page' : undefined}
      onClick={onNavigate}
    >
      <span className={MENU_CLASSES.icon}>
        <Suspense fallback={ICON_PLACE}>
          <NavIcon routeId={routeId} />
        </Suspense>
      </span>
      <span className={MENU_CLASSES.label}>{label}</span>
      <CountBadge count={count} />
    </NavLink>
  </li>
));
MenuItem.displayName = 'MenuItem';

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
      <MenuList>
        {entries.map(({ route, to }) => (
          <MenuItem
            key={route.id}
            routeId={route.id}
            to={to}
            label={t(route.titleKey)}
            selected={isSelected(pathname, route)}
            count={menuBadgeCount(route.id, counts)}
            onNavigate={onNavigate}
          />
        ))}
      </MenuList>
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
