import type { FeaturePages } from '../../app/page-loader';

/** The organisation limits lookup: list, add page and record page (each its own chunk). */
export const lookupsOrganizationLimitsPages: FeaturePages = {
  'admin.organizationLimit': () =>
    import('./components/limits-list-page').then((module) => module.LimitsListPage),
  'admin.organizationLimitAdd': () =>
    import('./components/limit-add-page').then((module) => module.LimitAddPage),
  'admin.organizationLimitView': () => import('./components/limit-page').then((module) => module.LimitPage),
};
