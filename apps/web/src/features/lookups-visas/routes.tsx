import type { FeaturePages } from '../../app/page-loader';

/** Visas (adminVisa flag; the route table guards it): one page, its own chunk. */
export const lookupsVisasPages: FeaturePages = {
  'admin.visa': () => import('./components/visas-list-page').then((module) => module.VisasListPage),
};
