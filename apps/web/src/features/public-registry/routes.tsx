import type { FeaturePages } from '../../app/page-loader';
import { withModuleResources } from '../../lib/i18n/module-resources';
import { publicRegistryTexts } from './locales/module-texts';

/** The public registry of licensed offices and agencies (issue 25): `/registry` and `/registry/:id`. */
export const publicRegistryPages: FeaturePages = {
  registry: withModuleResources(publicRegistryTexts, () =>
    import('./components/registry-list-page').then((module) => module.RegistryListPage),
  ),
  registryOrganization: withModuleResources(publicRegistryTexts, () =>
    import('./components/registry-organization-page').then((module) => module.RegistryOrganizationPage),
  ),
};
