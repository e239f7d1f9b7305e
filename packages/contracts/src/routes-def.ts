import type { Module, Permission } from './access';
import type { FeatureFlag } from './feature-flags';
import type { Role } from './roles';

export type RouteLayout = 'public' | 'app';

/**
 * One screen of spec section 2 with its access metadata (spec section 6).
 * `module` + `permission` gate opening the route; `dataModule` only names the module whose
 * data the screen shows, for the API's data checks and for hiding menu entries of a module
 * the user has NONE on.
 */
export type RouteDef = {
  id: string;
  /** React-router style, relative to the root, no leading slash; `:name` params, `:name?` optional. */
  path: string;
  layout: RouteLayout;
  titleKey: string;
  navOrder?: number;
  lookup?: boolean;
  /** Omitted: any signed-in role. */
  roles?: readonly Role[];
  module?: Module;
  permission?: Permission;
  dataModule?: Module;
  excludeSubUsers?: boolean;
  featureFlag?: FeatureFlag;
  form?: boolean;
  parent?: string;
  /** The establishment-choice page: needs sign-in but no chosen establishment. */
  establishmentChoice?: boolean;
};

type RouteOptions = Omit<RouteDef, 'id' | 'path' | 'layout' | 'titleKey'> & { titleKey?: string };

/** 'admin.organizationLimit' -> 'routes.adminOrganizationLimit.title' */
export const titleKeyOf = (id: string): string =>
  `routes.${id
    .split('.')
    .map((part, index) => (index === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('')}.title`;

const build =
  (layout: RouteLayout) =>
  <const I extends string>(id: I, path: string, options: RouteOptions = {}): RouteDef & { id: I } => ({
    ...options,
    id,
    path,
    layout,
    titleKey: options.titleKey ?? titleKeyOf(id),
  });

export const publicRoute = build('public');
export const appRoute = build('app');
