import type { FeaturePages } from '../../app/page-loader';
import { withModuleResources } from '../../lib/i18n/module-resources';
import { systemJobsTexts } from './locales/module-texts';

/** The admins' view of the background job queue (decision 0047). */
export const systemJobsPages: FeaturePages = {
  'admin.systemJobs': withModuleResources(systemJobsTexts, () =>
    import('./components/system-jobs-page').then((module) => module.SystemJobsPage),
  ),
};
