import type { FeaturePages } from '../../app/page-loader';

/** Admin settings: one page (its own chunk). */
export const lookupsSettingsPages: FeaturePages = {
  'admin.settings': () => import('./components/settings-page').then((module) => module.SettingsPage),
};
