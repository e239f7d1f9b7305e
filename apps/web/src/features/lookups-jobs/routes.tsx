import type { FeaturePages } from '../../app/page-loader';

/** The jobs lookup: list, add page and record page (each its own chunk). */
export const lookupsJobsPages: FeaturePages = {
  'admin.job': () => import('./components/jobs-list-page').then((module) => module.JobsListPage),
  'admin.jobAdd': () => import('./components/job-add-page').then((module) => module.JobAddPage),
  'admin.jobView': () => import('./components/job-page').then((module) => module.JobPage),
};
