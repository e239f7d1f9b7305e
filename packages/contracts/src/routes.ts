import { ADMIN_ROUTES } from './routes-admin';
import type { RouteDef } from './routes-def';
import { EMPLOYMENT_ROUTES } from './routes-employment';
import { HR_POOL_ROUTES } from './routes-hr-pool';
import { ORGANIZATION_ROUTES } from './routes-organization';
import { PARTNERSHIP_ROUTES } from './routes-partnership';
import { PUBLIC_ROUTES } from './routes-public';

export type { RouteDef, RouteLayout } from './routes-def';
export { EMPLOYMENT_REQUEST_WIZARD_STEPS, type EmploymentRequestWizardStep } from './routes-employment';
export { PARTNERSHIP_WIZARD_STEPS, type PartnershipWizardStep } from './routes-partnership';

/** Every route of spec section 2, once. Menus, titles, guards and the API read this table. */
export const ROUTES = [
  ...PUBLIC_ROUTES,
  ...ORGANIZATION_ROUTES,
  ...HR_POOL_ROUTES,
  ...PARTNERSHIP_ROUTES,
  ...EMPLOYMENT_ROUTES,
  ...ADMIN_ROUTES,
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof ROUTES)[number]['id'];

const byId = new Map<string, RouteDef>(ROUTES.map((route) => [route.id, route]));

export const routeById = (id: RouteId): RouteDef => {
  const route = byId.get(id);
  if (!route) throw new Error(`Unknown route id ${id}`);
  return route;
};

/** Child routes (tabs, wizard steps) of a route, in table order. */
export const childRoutes = (parentId: RouteId): RouteDef[] =>
  ROUTES.filter((route) => route.parent === parentId);

/**
 * Absolute path of a route with its params filled: pathTo('hrPool.candidate', { id: 7 }) -> '/hr-pool/candidates/7'.
 * An optional param without a value drops its segment; a missing required one throws.
 */
export const pathTo = (id: RouteId, params: Record<string, string | number> = {}): string => {
  const segments = routeById(id)
    .path.split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = params[name];
      if (value === undefined || value === '') {
        if (optional) return [];
        throw new Error(`Route ${id} needs param ${name}`);
      }
      return [encodeURIComponent(String(value))];
    });
  return `/${segments.join('/')}`;
};
