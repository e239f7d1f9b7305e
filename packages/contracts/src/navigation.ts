import { hasAccess, type AccessRight } from './access';
import type { Credentials } from './credentials';
import type { FeatureFlags } from './feature-flags';
import { OFFICE_ROLES, type Role } from './roles';
import { ROUTES, routeById, type RouteDef } from './routes';

/** Who is asking: what every access decision of the web app and the API needs. */
export type AccessSubject = {
  role: Role;
  superUser: boolean;
  accessRights: AccessRight[];
  features: FeatureFlags;
  organizationCountryCode3?: string | null;
};

export const subjectFromCredentials = (credentials: Credentials, features: FeatureFlags): AccessSubject => ({
  role: credentials.establishment.role,
  superUser: credentials.establishment.superUser,
  accessRights: credentials.accessRights,
  features,
  organizationCountryCode3: credentials.organization?.country?.code3 ?? null,
});

export const isFeatureOn = (route: RouteDef, features: FeatureFlags): boolean =>
  !route.featureFlag || features[route.featureFlag];

/** Role, sub-user exclusion and module permission of spec section 6 (feature flag included). */
export const hasRouteAccess = (route: RouteDef, subject: AccessSubject): boolean => {
  if (route.roles && !route.roles.includes(subject.role)) return false;
  if (route.excludeSubUsers && !subject.superUser) return false;
  if (route.module && !hasAccess(subject.accessRights, route.module, route.permission ?? 'READ'))
    return false;
  return true;
};

export const canOpenRoute = (route: RouteDef, subject: AccessSubject): boolean =>
  isFeatureOn(route, subject.features) && hasRouteAccess(route, subject);

/**
 * A menu entry also needs read access to the module whose data it shows: a route that names no
 * permission still opens, but the menu does not offer a screen whose data the API would refuse.
 */
export const canReadRoute = (route: RouteDef, subject: AccessSubject): boolean =>
  canOpenRoute(route, subject) &&
  (!route.dataModule || hasAccess(subject.accessRights, route.dataModule, 'READ'));

const menu = (subject: AccessSubject, lookup: boolean): RouteDef[] =>
  ROUTES.filter((route) => route.navOrder !== undefined && Boolean(route.lookup) === lookup)
    .filter((route) => canReadRoute(route, subject))
    .sort((a, b) => (a.navOrder ?? 0) - (b.navOrder ?? 0));

export const menuRoutes = (subject: AccessSubject): RouteDef[] => menu(subject, false);
export const lookupMenuRoutes = (subject: AccessSubject): RouteDef[] => menu(subject, true);

/** Child routes (tabs) of a route that the subject may open. */
export const visibleTabs = (parent: RouteDef, subject: AccessSubject): RouteDef[] =>
  ROUTES.filter((route) => route.parent === parent.id && canOpenRoute(route, subject));

const PHILIPPINES = 'PHL';
const TAB_ROLES: readonly Role[] = ['FMOL', 'PRO_COMPANY', 'PRO_OFFICE', 'EPRO'];

export const usesApprovalFlow = (countryCode3: string | null | undefined): boolean =>
  countryCode3 === PHILIPPINES;

export const employmentRequestTabsVisible = (subject: AccessSubject): boolean =>
  TAB_ROLES.includes(subject.role) ||
  (subject.role === 'FOREIGN_EMBASSY' && subject.organizationCountryCode3 === PHILIPPINES);

/** Spec 2: a user with the tabs is sent to the pending tab instead of the plain list. */
export const employmentRequestsLandingPath = (subject: AccessSubject): string =>
  employmentRequestTabsVisible(subject) && canOpenRoute(routeById('employmentRequests.pending'), subject)
    ? '/employment-requests/pending'
    : '/employment-requests';

/** Spec 2: the first menu route the user may read; main menu first, then the lookups. */
export const startPath = (subject: AccessSubject): string => {
  const first = [...menuRoutes(subject), ...lookupMenuRoutes(subject)][0];
  if (!first) return '/403';
  if (first.id === 'employmentRequests') return employmentRequestsLandingPath(subject);
  return `/${first.path}`;
};

const SUB_USER_PERMISSION_EDITORS: readonly Role[] = ['PRO_COMPANY', 'PRO_OFFICE', 'EPRO', 'ADMIN'];
export const canUpdateSubUserPermissions = (role: Role): boolean =>
  SUB_USER_PERMISSION_EDITORS.includes(role);

export const licenceModalsApply = (role: Role): boolean => (OFFICE_ROLES as readonly Role[]).includes(role);

export const contractModalApplies = (subject: AccessSubject): boolean =>
  licenceModalsApply(subject.role) && hasAccess(subject.accessRights, 'PARTNERSHIP_CONTRACT', 'WRITE');

/** Spec 6: a Philippine embassy without an office location sees zero employment-request notifications. */
export const hidesEmploymentRequestNotifications = (credentials: Credentials): boolean =>
  credentials.establishment.role === 'FOREIGN_EMBASSY' &&
  credentials.organization.country?.code3 === PHILIPPINES &&
  !credentials.organization.officeLocation;
