import type { FeaturePages } from '../../app/page-loader';
import { withModuleResources } from '../../lib/i18n/module-resources';
import { complaintTexts } from './locales/module-texts';

/** Complaints (decision 0031, flag `complaints`): the list and the add form, kept by the issue tracker. */
export const complaintsPages: FeaturePages = {
  complaints: withModuleResources(complaintTexts, () =>
    import('./components/complaint-list-page').then((m) => m.ComplaintListPage),
  ),
  'complaints.add': withModuleResources(complaintTexts, () =>
    import('./components/complaint-add-page').then((m) => m.ComplaintAddPage),
  ),
};
