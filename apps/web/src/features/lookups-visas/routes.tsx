import type { FeaturePages } from '../../app/page-loader';

/** Visas (adminVisa flag; the route table guards it): list, add page and record page, each its own chunk. */
export const lookupsVisasPages: FeaturePages = {
  'admin.visa': () => import('./components/visas-list-page').then((module) => module.VisasListPage),
  'admin.visaAdd': () => import('./components/visa-add-page').then((module) => module.VisaAddPage),
  'admin.visaView': () => import('./components/visa-page').then((module) => module.VisaPage),
};
