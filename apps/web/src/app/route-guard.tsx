import { useDeferredValue, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { resolveGuard } from '@portal/contracts/guards';
import { LoadingBar } from '../components/loading-bar';
import { usePublicConfig, useFeatureFlags } from '../lib/config';
import { useSession } from '../lib/auth/use-session';
import { useCredentials } from '../lib/storage/use-credentials';
import { FirstScreen } from './first-screen';
import { useCurrentRouteDef } from './route-handle';

/** Runs the contracts' guard (spec 5/6 order) on every navigation; redirects or renders. */
export const RouteGuard = ({ children }: { children: ReactNode }) => {
  const route = useCurrentRouteDef();
  const session = useSession();
  const credentials = useCredentials();
  const config = usePublicConfig();
  const features = useFeatureFlags();
  const location = useLocation();
  // The guard reads the server's feature flags (a flagged route, the roles' menus): with a stored
  // token the session is known at once, before the configuration has arrived, and the build's
  // defaults would send a flag-on route away. A failed configuration falls back to those defaults.
  // The first screen (the page's frame and title from the stored session) stays while they come.
  const waiting = session.status === 'loading' || config.isPending;
  // The page mounts in the background once the guard can decide (decision 0074): the configuration
  // arrives through the query client's store, which React renders in one blocking task, and that render
  // would mount the whole signed-in page. Deferred, it renders in short slices behind the first screen.
  const revealing = useDeferredValue(waiting) && !waiting;
  if (waiting || revealing)
    return session.status === 'ready' && session.signedIn ? <FirstScreen /> : <LoadingBar active />;
  if (!route) return <Navigate to="/" replace />;
  const result = resolveGuard({
    route,
    loggedIn: session.signedIn,
    credentials,
    features,
    location: `${location.pathname}${location.search}`,
  });
  if (result.action === 'redirect') return <Navigate to={result.to} replace />;
  return <>{children}</>;
};
