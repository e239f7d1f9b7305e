import type { FeaturePages } from '../../app/page-loader';

/** Suspensions (issue 4 item 4). */
export const suspensionPages: FeaturePages = {
  'admin.suspensions': () => import('./components/suspension-list-page').then((m) => m.SuspensionListPage),
};
