import { PAGE_SIZE } from '@portal/contracts/constants';
import type { RouteId } from '@portal/contracts/routes';
import type { DashboardSummary } from '@portal/contracts/dashboard';
import { writeBlockOf } from '@portal/contracts/organization-status';
import { ORGANIZATION_STATUS } from '@portal/contracts/organizations-values';
import type { PartnershipContract } from '@portal/contracts/partnership-contracts/schemas';
import { licenceNotice } from '../features/dashboard/licence-notice';
import { dashboardTexts } from '../features/dashboard/locales/module-texts';
import { contractName } from '../features/partnership-contracts/contract-name';
import { partnershipTexts } from '../features/partnership-contracts/locales/module-texts';
import { prefetchGet } from '../lib/api-client';
import { storedAccessToken } from '../lib/auth/stored-session';
import { i18n } from '../lib/i18n/i18n';
import { loadModuleResources, type ModuleResources } from '../lib/i18n/module-resources';
import type { Translate } from '../lib/i18n/translate';
import { loadCredentials } from '../lib/storage/credentials-storage';
import { setEarlyContent, type EarlyContent } from './early-screen';
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

/**
 * What the first screen shows from a page's first answer, written as the page writes it, where the
 * page's largest paint is that text: the contract's heading with its name, the dashboard's licence
 * notice. The first screen shows it as soon as that answer and the feature's texts are in
 * (`early-screen.ts`). The texts are those the page's own loader takes (the same files, loaded once),
 * asked beside the answer rather than after it.
 */
const EARLY_CONTENT: Partial<
  Record<
    RouteId,
    { texts: ModuleResources; content: (answer: unknown, t: Translate) => EarlyContent | undefined }
  >
> = {
  'partnershipContracts.view': {
    texts: partnershipTexts,
    content: (answer, t) => {
      const contract = answer as Pick<PartnershipContract, 'id' | 'number'> | undefined;
      if (!contract || typeof contract.id !== 'number') return undefined;
      return { heading: t('partnershipContracts.title', { name: contractName(contract, t) }) };
    },
  },
  dashboard: {
    texts: dashboardTexts,
    content: (answer, t) => {
      const licence = (answer as Pick<DashboardSummary, 'licence'> | undefined)?.licence;
      const credentials = loadCredentials();
      if (!licence || !credentials) return undefined;
      const suspended = writeBlockOf(credentials.organization) === ORGANIZATION_STATUS.SUSPENDED;
      const notice = licenceNotice(licence, suspended, t, i18n.language);
      return notice ? { notice } : undefined;
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
  const early = EARLY_CONTENT[route.id as RouteId];
  const [first] = answers;
  if (early && first) {
    const { language } = i18n;
    void Promise.all([first, loadModuleResources(early.texts)])
      .then(([answer]) => early.content(answer, i18n.t.bind(i18n) as Translate))
      .then((content) => content && setEarlyContent(pathname, language, content))
      .catch(() => undefined);
  }
  return urls;
};
