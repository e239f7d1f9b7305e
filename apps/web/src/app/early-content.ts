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
import type { ModuleResources } from '../lib/i18n/module-resources';
import type { Translate } from '../lib/i18n/translate';
import { loadCredentials } from '../lib/storage/credentials-storage';
import type { EarlyContent } from './early-screen';

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

/** How a first screen writes a page's largest text from its first answer (`EARLY_CONTENT`). */
export type EarlyContentOf = {
  /** The feature's own texts, where the content's texts are (the page's loader takes the same files). */
  texts: ModuleResources;
  content: (answer: unknown, t: Translate, language: string) => EarlyContent | undefined;
};

/**
 * What the first screen shows from a page's first answer, written as the page writes it, where the
 * page's largest paint is that text: the contract's heading with its name, the dashboard's licence
 * notice. Drawn into the server's first screen before the application's code (`early-paint.ts`,
 * decision 0078), and by the application's own first screen until the page replaces it
 * (`early-data.ts`). Every text it takes is in `texts`.
 */
export const EARLY_CONTENT: Partial<Record<RouteId, EarlyContentOf>> = {
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
    content: (answer, t, language) => {
      const licence = (answer as Pick<DashboardSummary, 'licence'> | undefined)?.licence;
      const credentials = loadCredentials();
      if (!licence || !credentials) return undefined;
      const suspended = writeBlockOf(credentials.organization) === ORGANIZATION_STATUS.SUSPENDED;
      const notice = licenceNotice(licence, suspended, t, language);
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
