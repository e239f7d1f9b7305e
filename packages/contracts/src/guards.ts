import type { Credentials } from './credentials';
import type { FeatureFlags } from './feature-flags';
import { matchRoute } from './guards-match';
import { hasRouteAccess, isFeatureOn, subjectFromCredentials } from './navigation';
import { isOrganizationInfoComplete } from './organization-status';
import { isOfficeRole } from './roles';
import type { RouteDef } from './routes';

export { matchRoute, type RouteMatch } from './guards-match';

export type GuardResult = { action: 'allow' } | { action: 'redirect'; to: string };

export type GuardInput = {
  route: RouteDef;
  loggedIn: boolean;
  credentials: Credentials | null;
  features: FeatureFlags;
  /** The requested pathname (+ search), carried to the login page as returnTo. */
  location?: string;
};

const ALLOW: GuardResult = { action: 'allow' };
const redirect = (to: string): GuardResult => ({ action: 'redirect', to });

export const loginPath = (returnTo?: string): string =>
  returnTo && returnTo !== '/' && !returnTo.startsWith('/login')
    ? `/login?returnTo=${encodeURIComponent(returnTo)}`
    : '/login';

const TERMS_EXEMPT = new Set(['termsAndConditions', 'licenseUpdate']);
const PROFILE_EXEMPT = new Set(['termsAndConditions', 'licenseUpdate', 'profile.edit']);

/** Spec 5: organisation info is checked only for non-sub-user office roles. */
export const organizationInfoRequired = (credentials: Credentials): boolean =>
  isOfficeRole(credentials.establishment.role) &&
  credentials.establishment.superUser &&
  !isOrganizationInfoComplete(credentials.organization);

/** Spec 6 access flow and spec 5 guard rules, in this order; the first that applies wins. */
export const resolveGuard = ({
  route,
  loggedIn,
  credentials,
  features,
  location,
}: GuardInput): GuardResult => {
  if (route.layout === 'public' && !route.establishmentChoice) return ALLOW;
  if (!loggedIn) return redirect(loginPath(location));
  // Stored credentials may be partial at runtime, hence the optional chaining.
  if (!credentials?.establishment) return route.establishmentChoice ? ALLOW : redirect(loginPath(location));
  if (route.establishmentChoice) return ALLOW;
  if (!credentials.establishment.termsAndConditionsAccepted && !TERMS_EXEMPT.has(route.id)) {
    return redirect('/terms-and-conditions');
  }
  if (organizationInfoRequired(credentials) && !PROFILE_EXEMPT.has(route.id))
    return redirect('/profile/edit');
  if (!isFeatureOn(route, features)) return redirect('/');
  if (!hasRouteAccess(route, subjectFromCredentials(credentials, features))) return redirect('/403');
  return ALLOW;
};

export type PathGuardInput = Omit<GuardInput, 'route' | 'location'> & { pathname: string; search?: string };

/** Guard for a concrete path: an unknown path goes to the root. */
export const guardPath = ({ pathname, search = '', ...rest }: PathGuardInput): GuardResult => {
  const match = matchRoute(pathname);
  if (!match) return redirect('/');
  return resolveGuard({ ...rest, route: match.route, location: `${pathname}${search}` });
};
