import type { FeaturePages } from '../../app/page-loader';
import { withModuleResources } from '../../lib/i18n/module-resources';
import { dashboardTexts } from './locales/module-texts';

/** The dashboard (its own chunk; the chart library is another, loaded when a chart shows). */
export const dashboardPages: FeaturePages = {
  dashboard: withModuleResources(dashboardTexts, () =>
    import('./components/dashboard-page').then((module) => module.DashboardPage),
  ),
};
