import type { FeaturePages } from '../../app/page-loader';
import { withModuleResources } from '../../lib/i18n/module-resources';
import { transferContractTexts } from './locales/module-texts';

/**
 * Worker transfer contracts (decision 0028): the list, the office's create form, a transfer's page and
 * its worker's details.
 */
export const transferContractsPages: FeaturePages = {
  transferContracts: withModuleResources(transferContractTexts, () =>
    import('./components/transfer-list-page').then((m) => m.TransferListPage),
  ),
  'transferContracts.add': withModuleResources(transferContractTexts, () =>
    import('./components/transfer-create-page').then((m) => m.TransferCreatePage),
  ),
  'transferContracts.view': withModuleResources(transferContractTexts, () =>
    import('./components/transfer-page').then((m) => m.TransferPage),
  ),
  'transferContracts.workerDetails': withModuleResources(transferContractTexts, () =>
    import('./components/worker-details-page').then((m) => m.WorkerDetailsPage),
  ),
};
