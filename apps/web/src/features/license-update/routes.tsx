import type { FeaturePages } from '../../app/page-loader';

/** Licence updates: the office's form and requests, the admins' queue (one chunk). */
export const licenseUpdatePages: FeaturePages = {
  licenseUpdate: () => import('./components/license-update-page').then((module) => module.LicenseUpdatePage),
};
