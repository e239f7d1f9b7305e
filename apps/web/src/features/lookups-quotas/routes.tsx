import type { FeaturePages } from '../../app/page-loader';

/** The country quotas lookup: list, add page and record page (each its own chunk). */
export const lookupsQuotasPages: FeaturePages = {
  'admin.quota': () => import('./components/quotas-list-page').then((module) => module.QuotasListPage),
  'admin.quotaAdd': () => import('./components/quota-add-page').then((module) => module.QuotaAddPage),
  'admin.quotaView': () => import('./components/quota-page').then((module) => module.QuotaPage),
};
