import { useMatches } from 'react-router';
import type { RouteDef } from '@portal/contracts/routes';

/** What every route object carries: its row of the contracts route table. */
export type RouteHandle = { route: RouteDef };

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  !!handle && typeof handle === 'object' && 'route' in handle;

/** The deepest matched route's definition (title, access, form flag), if any. */
export const useCurrentRouteDef = (): RouteDef | undefined => {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.route;
  }
  return undefined;
};
