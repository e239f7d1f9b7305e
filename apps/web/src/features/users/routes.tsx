import type { FeaturePages } from '../../app/page-loader';

/** Users (admin), issue 4 item 3. */
export const userPages: FeaturePages = {
  'admin.users': () => import('./components/user-list-page').then((m) => m.UserListPage),
  'admin.user': () => import('./components/user-view-page').then((m) => m.UserViewPage),
};
