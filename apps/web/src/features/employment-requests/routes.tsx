import type { FeaturePages } from '../../app/page-loader';
import { withModuleResources } from '../../lib/i18n/module-resources';
import { employmentRequestTexts } from './locales/module-texts';
import { employmentWizardPages } from './wizard/wizard-pages';

/**
 * Employment requests (decision 0027): the list and pending tabs, the e-contract, its employer and
 * candidate, a bulk. The wizard's pages (`employmentRequests.wizard*`) are added below by the
 * wizard, from its own folder.
 */
export const employmentRequestsPages: FeaturePages = {
  employmentRequests: withModuleResources(employmentRequestTexts, () =>
    import('./components/request-list-page').then((m) => m.RequestListPage),
  ),
  'employmentRequests.pending': withModuleResources(employmentRequestTexts, () =>
    import('./components/request-list-page').then((m) => m.RequestPendingPage),
  ),
  'employmentRequests.contract': withModuleResources(employmentRequestTexts, () =>
    import('./components/request-page').then((m) => m.RequestPage),
  ),
  'employmentRequests.employer': withModuleResources(employmentRequestTexts, () =>
    import('./components/request-party-pages').then((m) => m.RequestEmployerPage),
  ),
  'employmentRequests.candidate': withModuleResources(employmentRequestTexts, () =>
    import('./components/request-party-pages').then((m) => m.RequestCandidatePage),
  ),
  'employmentRequests.bulk': withModuleResources(employmentRequestTexts, () =>
    import('./components/bulk-page').then((m) => m.BulkPage),
  ),
  ...employmentWizardPages,
};
