import type { FeaturePages } from '../../app/page-loader';
import { withModuleResources } from '../../lib/i18n/module-resources';
import { employerTexts } from './locales/module-texts';

/** Employers (decision 0027): the list, one employer with its requests, the admins' edit. */
export const employersPages: FeaturePages = {
  employers: withModuleResources(employerTexts, () =>
    import('./components/employer-list-page').then((m) => m.EmployerListPage),
  ),
  'employers.view': withModuleResources(employerTexts, () =>
    import('./components/employer-page').then((m) => m.EmployerPage),
  ),
  'employers.edit': withModuleResources(employerTexts, () =>
    import('./components/employer-edit-page').then((m) => m.EmployerEditPage),
  ),
};
