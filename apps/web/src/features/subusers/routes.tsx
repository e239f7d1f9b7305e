import type { FeaturePages } from '../../app/page-loader';

/** Sub-users of the establishment: list and the record with its rights (each its own chunk). */
export const subUsersPages: FeaturePages = {
  subusers: () => import('./components/subusers-list-page').then((module) => module.SubUsersListPage),
  'subusers.view': () => import('./components/subuser-page').then((module) => module.SubUserPage),
};
