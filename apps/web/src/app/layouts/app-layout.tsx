import { lazy, Suspense, useCallback, useState } from 'react';
import { Outlet, Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { LanguageSwitch } from '../../components/language-switch';
import { LoadWhenOpened } from '../../components/load-when-opened';
import { useCredentialsRefresh } from '../../features/auth/use-credentials-refresh';
import { FeedbackWidget } from '../../features/feedback/components/feedback-widget';
import { PostLoginModals } from '../../features/post-login/components/post-login-modals';
import { SuspendedBanner } from '../../features/suspensions/components/suspended-banner';
import { SignInFailuresNotice } from '../../features/post-login/sign-in-failures/sign-in-failures-notice';
import { localized } from '../../lib/i18n/localized';
import { useCredentials } from '../../lib/storage/use-credentials';
import { QueryBoundary } from '../../lib/query-boundary';
import { RouteGuard } from '../route-guard';
import { AccountMenu } from './account-menu';
import { SideNav } from './side-nav';

/** The inbox's button loads beside the first screen, not in it (decision 0050: the signed-in chunk). */
const InboxButton = lazy(() =>
  import('../../features/inbox/components/inbox-button').then((module) => ({ default: module.InboxButton })),
);

/** The phone's drawer (MUI's modal and slide) loads when the menu button first opens it (decision 0064). */
const PhoneDrawer = lazy(() => import('./phone-drawer').then((module) => ({ default: module.PhoneDrawer })));

const DRAWER_WIDTH = 264;

const Shell = () => {
  const { t, i18n } = useTranslation();
  const credentials = useCredentials();
  const [mobileOpen, setMobileOpen] = useState(false);
  // One function for the whole session: the menu's entries are memoised on it (side-nav.tsx).
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  useCredentialsRefresh();
  if (!credentials) return null;
  const organization = localized(credentials.organization.name, i18n.language);
  const establishment = localized(credentials.establishment.name, i18n.language);
  const drawer = (
    <>
      <Toolbar />
      <Box sx={{ overflowY: 'auto' }}>
        <SideNav credentials={credentials} onNavigate={closeMobile} />
      </Box>
    </>
  );
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar
        position="fixed"
        component="header"
        elevation={0}
        sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('nav.openMenu')}
            aria-expanded={mobileOpen}
            aria-controls="app-side-nav"
            onClick={() => setMobileOpen((open) => !open)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography
            component={RouterLink}
            to="/"
            variant="h6"
            noWrap
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              fontWeight: 700,
              display: { xs: 'none', sm: 'block' },
            }}
          >
            {t('app.name')}
          </Typography>
          <Box sx={{ flexGrow: 1, minWidth: 0, marginInlineStart: 2 }}>
            <Typography noWrap sx={{ fontWeight: 600 }}>
              <bdi dir="auto">{organization}</bdi>
            </Typography>
            {establishment && establishment !== organization ? (
              <Typography variant="caption" noWrap component="div" sx={{ opacity: 0.9 }}>
                <bdi dir="auto">{establishment}</bdi>
              </Typography>
            ) : null}
          </Box>
          <Suspense fallback={null}>
            <InboxButton />
          </Suspense>
          <FeedbackWidget />
          <LanguageSwitch />
          <AccountMenu credentials={credentials} />
        </Toolbar>
      </AppBar>
      <Box component="aside" id="app-side-nav" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        <LoadWhenOpened open={mobileOpen}>
          <PhoneDrawer open={mobileOpen} onClose={closeMobile} width={DRAWER_WIDTH}>
            {drawer}
          </PhoneDrawer>
        </LoadWhenOpened>
        {/* What MUI's permanent drawer drew (its docked paper's styles), without the drawer's modal and
            transition code: `left` and `border-right` are flipped for Arabic like the drawer's. */}
        <Box sx={{ display: { xs: 'none', md: 'block' }, flex: '0 0 auto' }}>
          <Box
            sx={(theme) => ({
              width: DRAWER_WIDTH,
              boxSizing: 'border-box',
              position: 'fixed',
              top: 0,
              left: 0,
              height: '100%',
              display: 'flex',
              flexDirection: 'column',
              flex: '1 0 auto',
              overflowY: 'auto',
              outline: 0,
              zIndex: theme.zIndex.drawer,
              bgcolor: 'background.paper',
              color: 'text.primary',
              borderRight: `1px solid ${theme.palette.divider}`,
            })}
          >
            {drawer}
          </Box>
        </Box>
      </Box>
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}
      >
        <Toolbar />
        <SuspendedBanner />
        <SignInFailuresNotice />
        <Outlet />
      </Box>
      <PostLoginModals />
    </Box>
  );
};

/** The authenticated layout (lazy): guarded app bar, side navigation and page content. */
export const AppLayout = () => (
  <QueryBoundary>
    <RouteGuard>
      <Shell />
    </RouteGuard>
  </QueryBoundary>
);
