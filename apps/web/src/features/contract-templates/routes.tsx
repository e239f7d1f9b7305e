import type { FeaturePages } from '../../app/page-loader';
import { withModuleResources } from '../../lib/i18n/module-resources';
import { contractTemplatesTexts } from './locales/module-texts';

/** The standard contracts per sending country (issue 25, decision 0053): list, add and record pages. */
export const contractTemplatesPages: FeaturePages = {
  'admin.contractTemplates': withModuleResources(contractTemplatesTexts, () =>
    import('./components/templates-list-page').then((module) => module.TemplatesListPage),
  ),
  'admin.contractTemplateAdd': withModuleResources(contractTemplatesTexts, () =>
    import('./components/template-add-page').then((module) => module.TemplateAddPage),
  ),
  'admin.contractTemplateView': withModuleResources(contractTemplatesTexts, () =>
    import('./components/template-page').then((module) => module.TemplatePage),
  ),
};
