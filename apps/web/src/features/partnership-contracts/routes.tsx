import type { FeaturePages } from '../../app/page-loader';
import { withModuleResources } from '../../lib/i18n/module-resources';
import { partnershipTexts } from './locales/module-texts';
import { partnershipWizardPages } from './wizard/wizard-pages';

/** Partnership contracts (spec §2, DOMAIN.md): the list, a contract, the confirmation of an update, the wizard. */
export const partnershipContractsPages: FeaturePages = {
  partnershipContracts: withModuleResources(partnershipTexts, () =>
    import('./components/contract-list-page').then((m) => m.ContractListPage),
  ),
  'partnershipContracts.view': withModuleResources(partnershipTexts, () =>
    import('./components/contract-page').then((m) => m.ContractPage),
  ),
  'partnershipContracts.confirm': withModuleResources(partnershipTexts, () =>
    import('./components/confirm-page').then((m) => m.ConfirmPage),
  ),
  ...partnershipWizardPages,
};
