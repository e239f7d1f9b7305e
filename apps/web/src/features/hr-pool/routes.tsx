import type { FeaturePages } from '../../app/page-loader';
import { withModuleResources } from '../../lib/i18n/module-resources';
import { hrPoolTexts } from './locales/module-texts';

/** HR pool candidates (decision 0026): the Candidates tab, add, edit and the record page, each its own chunk. */
export const hrPoolPages: FeaturePages = {
  hrPool: withModuleResources(hrPoolTexts, () =>
    import('./components/candidates-list-page').then((m) => m.CandidatesListPage),
  ),
  'hrPool.candidateAdd': withModuleResources(hrPoolTexts, () =>
    import('./components/candidate-add-page').then((m) => m.CandidateAddPage),
  ),
  'hrPool.candidateEdit': withModuleResources(hrPoolTexts, () =>
    import('./components/candidate-edit-page').then((m) => m.CandidateEditPage),
  ),
  'hrPool.candidate': withModuleResources(hrPoolTexts, () =>
    import('./components/candidate-page').then((m) => m.CandidatePage),
  ),
};
