import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ROUTES, type RouteDef } from '@portal/contracts/routes';
import { storedAccessToken } from '../lib/auth/stored-session';
import { localized } from '../lib/i18n/localized';
import { loadCredentials } from '../lib/storage/credentials-storage';
import { pathMatches } from './direct-pages';
import { EarlyNoticeView } from './early-notice';
import { useEarlyContent, type EarlyNotice } from './early-screen';

/** The signed-in layout's side navigation (app-layout.tsx), beside the page from the `md` width up. */
const SIDE_NAV_WIDTH = 264;

/** The signed-in page an address opens, if any (`partnership-contracts/12` -> its view's route). */
export const signedInRouteOf = (pathname: string, base = '/'): RouteDef | undefined => {
  if (!pathname.startsWith(base)) return undefined;
  const path = pathname.slice(base.length).replace(/\/+$/, '');
  return ROUTES.find((route) => route.layout === 'app' && pathMatches(route.path, path));
};

/** The signed-in page the browser opened, when its first screen can be shown (a stored session). */
const shownRoute = (): RouteDef | undefined => {
  const route = signedInRouteOf(window.location.pathname, import.meta.env.BASE_URL);
  return route && loadCredentials() && storedAccessToken() ? route : undefined;
};

/** Whether the address opens a signed-in page whose first screen shows (app.tsx). */
export const showsFirstScreen = (): boolean => shownRoute() !== undefined;

/**
 * What a signed-in page shows before its code is in (decision 0065): the app bar with the
 * organisation's name and the page's title where its heading will be, from the session stored at
 * sign-in. The application renders it before it creates the router (`onPainted`, a frame after it
 * has been committed, starts the router and the page's first data: requested before the first paint,
 * the signed-in chunks took the link's bandwidth from the first screen's texts and fonts); then it
 * stays as the router's fallback while the signed-in layout, the page map and the page load
 * (`hydrateFallbackElement` of the root route) and as the guard's while the public configuration
 * comes; the page then replaces it. Before, the first screen waited for four steps of requests (the
 * entry, the layout and page map, the page's chunks, the configuration) and the main thread's
 * evaluation of all of them: on Lighthouse's phone its heading came 4–8 s after the start. Nothing for
 * a public address, without a stored session (the guard sends the visitor to sign in) or for a title
 * whose text is not among the main texts.
 */
export const FirstScreen = ({ onPainted }: { onPainted?: () => void }) => {
  const { t, i18n } = useTranslation();
  const route = shownRoute();
  // The page's own heading once its first data is in (the contract's name), else the route's title;
  // a notice the page shows first (the dashboard's licence).
  const early = useEarlyContent(window.location.pathname, i18n.language);
  const heading = early?.heading;
  useEffect(() => {
    if (!onPainted) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame that paints this screen, then a task after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(onPainted, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [onPainted]);
  const credentials = route ? loadCredentials() : null;
  if (!route || !credentials) return null;
  const title = heading ?? (i18n.exists(route.titleKey) ? t(route.titleKey) : null);
  return (
    <FirstScreenView
      organization={localized(credentials.organization.name, i18n.language)}
      title={title}
      titleKey={heading ? 'heading' : 'title'}
      notice={early?.notice}
    />
  );
};

/**
 * The first screen's frame (`FirstScreen`); the build also renders it into each signed-in address's
 * page for the server to send (decision 0075), with `organization` null: an empty name whose text the
 * page's inline guard gives from the stored session (`--first-screen-organization`, vite-prerender.ts).
 */
export const FirstScreenView = ({
  organization,
  title,
  titleKey = 'title',
  notice,
}: {
  organization: string | null;
  title: string | null;
  /** Below the title, where the page shows it (after its heading's row). */
  notice?: EarlyNotice;
  /** A new key for the page's heading: the browser counts an element's first paint alone as a largest-paint candidate, not new text in an element already painted. */
  titleKey?: string;
}) => {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true">
      {/* The loading bar's place and colour, without the router (LoadingBar reads its navigation). */}
      <Box
        role="progressbar"
        aria-label={t('common.loading')}
        sx={{ position: 'fixed', top: 0, left: 0, width: '100%', height: 3, bgcolor: '#58abc8' }}
      />
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
          {organization === null ? (
            <bdi dir="auto" data-first-screen-organization="" />
          ) : (
            <bdi dir="auto">{organization}</bdi>
          )}
        </Typography>
      </Box>
      <Box sx={{ marginInlineStart: { md: `${SIDE_NAV_WIDTH}px` }, p: { xs: 2, md: 3 } }}>
        {title === null ? null : (
          <Typography key={titleKey} variant="h1" component="p">
            {title}
          </Typography>
        )}
        {notice ? <FirstScreenNotice notice={notice} /> : null}
      </Box>
    </Box>
  );
};

/** A notice below the first screen's title, where the page shows it (after its heading's row). */
export const FirstScreenNotice = ({ notice }: { notice: EarlyNotice }) => (
  <Box sx={{ mt: 2 }}>
    <EarlyNoticeView notice={notice} />
  </Box>
);
