import { PAGE_SIZE } from '@portal/contracts/constants';
import type { RouteId } from '@portal/contracts/routes';
import { prefetchGet } from '../lib/api-client';
import { storedAccessToken } from '../lib/auth/stored-session';
import { signedInRouteOf } from './first-screen';

/**
 * What a signed-in page asks first, by route, where its first screen waits for it: the contract's
 * heading names the contract, the dashboard shows its sections once the summary and the nearest
 * deadlines are in, and the request list's rows come with its first page. A list's query comes from
 * the address's search (filters, page, sort): only an address without one is asked early, as the
 * list asks it (first page, default size). The addresses are those the pages' own queries ask (a
 * unit test compares them).
 */
export const EARLY_DATA: Partial<
  Record<RouteId, (params: Record<string, string>, search: string) => string[]>
> = {
  'partnershipContracts.view': ({ id }) =>
    /^\d+$/.test(id ?? '') ? [`/api/partnership/contracts/${id}`] : [],
  dashboard: () => ['/api/dashboard/summary', '/api/clocks/waiting?size=10'],
  employmentRequests: (_params, search) =>
    search === '' || search === '?' ? [`/api/employment-requests?page=0&size=${PAGE_SIZE}`] : [],
};

/** The `:name` segments of a route's path in an address's path (they match, `pathMatches`). */
export const paramsOf = (pattern: string, path: string): Record<string, string> => {
  const actual = path.split('/');
  return Object.fromEntries(
    pattern
      .split('/')
      .flatMap((segment, index) =>
        segment.startsWith(':') ? [[segment.slice(1).replace(/\?$/, ''), actual[index] ?? '']] : [],
      ),
  );
};

/**
 * Starts the first data requests of the signed-in page the browser opened, with the stored token,
 * when the application starts (decision 0065): they ran only once the layout's, page map's and page's
 * chunks had loaded and the page had rendered. Nothing without a stored session.
 */
export const prefetchPageData = (pathname: string, base = '/', search = ''): string[] => {
  const route = signedInRouteOf(pathname, base);
  const load = route ? EARLY_DATA[route.id as RouteId] : undefined;
  const token = load ? storedAccessToken() : null;
  if (!route || !load || !token) return [];
  const path = pathname.slice(base.length).replace(/\/+$/, '');
  const urls = load(paramsOf(route.path, path), search);
  for (const url of urls) void prefetchGet(url, token);
  return urls;
};
