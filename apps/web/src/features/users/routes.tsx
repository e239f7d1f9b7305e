import type { FeaturePages } from '../../app/page-loader';

/** Users (admin), decision 0010. */
export const userPages: FeaturePages = {
  'admin.users': () => import('./components/user-list-page').then((m) => m.UserListPage),
  'admin.user': () => import('./components/user-view-page').then((m) => m.UserViewPage),
};
