import { PAGE_SIZE } from '@portal/contracts/constants';
import type { RouteId } from '@portal/contracts/routes';
import type { PartnershipContract } from '@portal/contracts/partnership-contracts/schemas';
import { contractName } from '../features/partnership-contracts/contract-name';
import { partnershipTexts } from '../features/partnership-contracts/locales/module-texts';
import { prefetchGet } from '../lib/api-client';
import { storedAccessToken } from '../lib/auth/stored-session';
import { i18n } from '../lib/i18n/i18n';
import { loadModuleResources, type ModuleResources } from '../lib/i18n/module-resources';
import { setEarlyHeading } from './early-heading';
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

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A page's heading from its first answer, written as the page writes it, where the page's largest
 * paint is that heading (the contract's, with its name): the first screen shows it as soon as the
 * answer and the feature's texts are in (`early-heading.ts`). The texts are those the page's own
 * loader takes (the same files, loaded once), asked beside the answer rather than after it.
 */
const EARLY_HEADINGS: Partial<
  Record<RouteId, { texts: ModuleResources; heading: (answer: unknown, t: Translate) => string | undefined }>
> = {
  'partnershipContracts.view': {
    texts: partnershipTexts,
    heading: (answer, t) => {
      const contract = answer as Pick<PartnershipContract, 'id' | 'number'> | undefined;
      if (!contract || typeof contract.id !== 'number') return undefined;
      return t('partnershipContracts.title', { name: contractName(contract, t) });
    },
  },
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
  const answers = urls.map((url) => prefetchGet(url, token));
  const early = EARLY_HEADINGS[route.id as RouteId];
  const [first] = answers;
  if (early && first) {
    const { language } = i18n;
    void Promise.all([first, loadModuleResources(early.texts)])
      .then(([answer]) => early.heading(answer, i18n.t.bind(i18n) as Translate))
      .then((text) => text && setEarlyHeading(pathname, language, text))
      .catch(() => undefined);
  }
  return urls;
};
