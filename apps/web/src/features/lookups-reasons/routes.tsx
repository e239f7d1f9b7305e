import type { FeaturePages } from '../../app/page-loader';

/** The reasons lookup: list, add page and record page (each its own chunk). */
export const lookupsReasonsPages: FeaturePages = {
  'admin.reason': () => import('./components/reasons-list-page').then((module) => module.ReasonsListPage),
  'admin.reasonAdd': () => import('./components/reason-add-page').then((module) => module.ReasonAddPage),
  'admin.reasonView': () => import('./components/reason-page').then((module) => module.ReasonPage),
};
