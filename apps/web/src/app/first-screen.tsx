import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ROUTES, type RouteDef } from '@portal/contracts/routes';
import { LoadingBar } from '../components/loading-bar';
import { storedAccessToken } from '../lib/auth/stored-session';
import { localized } from '../lib/i18n/localized';
import { loadCredentials } from '../lib/storage/credentials-storage';
import { pathMatches } from './direct-pages';

/** The signed-in layout's side navigation (app-layout.tsx), beside the page from the `md` width up. */
const SIDE_NAV_WIDTH = 264;

/** The signed-in page an address opens, if any (`partnership-contracts/12` -> its view's route). */
export const signedInRouteOf = (pathname: string, base = '/'): RouteDef | undefined => {
  if (!pathname.startsWith(base)) return undefined;
  const path = pathname.slice(base.length).replace(/\/+$/, '');
  return ROUTES.find((route) => route.layout === 'app' && pathMatches(route.path, path));
};

/**
 * What a signed-in page shows before its code is in (decision 0065): the app bar with the
 * organisation's name and the page's title where its heading will be, from the session stored at
 * sign-in. It is the router's fallback while the signed-in layout, the page map and the page load
 * (`hydrateFallbackElement` of the root route) and the guard's while the public configuration comes;
 * the page then replaces it. Before, the first screen waited for four steps of requests (the entry,
 * the layout and page map, the page's chunks, the configuration) and the main thread's evaluation of
 * all of them: on Lighthouse's phone its heading came 4–5 s after the start. Nothing for a public
 * address, without a stored session (the guard sends the visitor to sign in) or for a title whose
 * text is not among the main texts.
 */
export const FirstScreen = () => {
  const { t, i18n } = useTranslation();
  const route = signedInRouteOf(window.location.pathname, import.meta.env.BASE_URL);
  const credentials = route ? loadCredentials() : null;
  if (!route || !credentials || !storedAccessToken()) return null;
  const organization = localized(credentials.organization.name, i18n.language);
  return (
    <Box aria-busy="true">
      <LoadingBar active />
      {/* The app bar's place and colours (MUI's AppBar, `primary`), its organisation name. */}
      <Box
        sx={(theme) => ({
          ...theme.mixins.toolbar,
          display: 'flex',
          alignItems: 'center',
          px: { xs: 2, sm: 3 },
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        })}
      >
        <Typography noWrap sx={{ fontWeight: 600, marginInlineStart: { xs: 6, md: 0 } }}>
          <bdi dir="auto">{organization}</bdi>
        </Typography>
      </Box>
      <Box sx={{ marginInlineStart: { md: `${SIDE_NAV_WIDTH}px` }, p: { xs: 2, md: 3 } }}>
        {i18n.exists(route.titleKey) ? (
          <Typography variant="h1" component="p">
            {t(route.titleKey)}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
};
