import { PUBLIC_ROUTES } from '@portal/contracts/routes-public';
import { authPages } from '../features/auth/routes';
import { myContractPages } from '../features/my-contract/routes';
import { publicPages } from '../features/public/routes';
import { publicRegistryPages } from '../features/public-registry/routes';
import { verifyPages } from '../features/verify/routes';
import type { FeaturePages } from './page-loader';

/**
 * Pages that load without first fetching the page map of every feature: the public pages (with the
 * trust pages anyone may open: the document check, the registry, the worker's own check) and the
 * sign-in steps, where a visitor arrives first.
 */
export const directPages: FeaturePages = {
  ...publicPages,
  ...verifyPages,
  ...publicRegistryPages,
  ...myContractPages,
  ...authPages,
};

/**
 * Whether a route's path (`verify/:code`) matches an address's path (`verify/7K3MQ9TX2BHD`): the
 * same segments, a `:name` segment taking any one. A QR code leads to such an address (issue 25).
 */
export const pathMatches = (pattern: string, path: string): boolean => {
  const expected = pattern.split('/');
  const actual = path.split('/');
  return (
    expected.length === actual.length &&
    expected.every((segment, index) =>
      segment.startsWith(':') && !segment.endsWith('?') ? actual[index] !== '' : segment === actual[index],
    )
  );
};

/**
 * Starts loading the page of the address the browser opened, beside the application's JavaScript,
 * when it is a public page. Returns whether it did.
 */
export const preloadFirstPage = (pathname: string, base = '/'): boolean => {
  const path = pathname.startsWith(base) ? pathname.slice(base.length).replace(/\/+$/, '') : null;
  const route =
    path === null ? undefined : PUBLIC_ROUTES.find((candidate) => pathMatches(candidate.path, path));
  const load = route ? directPages[route.id] : undefined;
  if (!load) return false;
  // The router loads the same module again when it renders the page; a failure shows there.
  load().catch(() => undefined);
  return true;
};
