import type { FeaturePages } from '../../app/page-loader';

/** Suspensions (decision 0010). */
export const suspensionPages: FeaturePages = {
  'admin.suspensions': () => import('./components/suspension-list-page').then((m) => m.SuspensionListPage),
};
