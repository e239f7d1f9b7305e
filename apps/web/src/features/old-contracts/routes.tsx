import type { FeaturePages } from '../../app/page-loader';
import { withModuleResources } from '../../lib/i18n/module-resources';
import { oldContractsTexts } from './locales/module-texts';

const page = withModuleResources(oldContractsTexts, () =>
  import('./components/old-contracts-page').then((m) => m.OldContractsPage),
);

/** Old worker contracts (decision 0026): one page for the HR pool tab and the standalone route. */
export const oldContractsPages: FeaturePages = {
  'hrPool.oldContracts': page,
  oldContracts: page,
};
