import { withModuleTexts, type FeaturePages } from '../../app/page-loader';
import { publicRegistryTexts } from './locales/module-texts';

/** The public registry of licensed offices and agencies (issue 25): `/registry` and `/registry/:id`. */
export const publicRegistryPages: FeaturePages = {
  registry: withModuleTexts(publicRegistryTexts, () =>
    import('./components/registry-list-page').then((module) => module.RegistryListPage),
  ),
  registryOrganization: withModuleTexts(publicRegistryTexts, () =>
    import('./components/registry-organization-page').then((module) => module.RegistryOrganizationPage),
  ),
};
