import type { FeaturePages } from '../../app/page-loader';

/** The dashboard (its own chunk). */
export const dashboardPages: FeaturePages = {
  dashboard: () => import('./components/dashboard-page').then((module) => module.DashboardPage),
};
