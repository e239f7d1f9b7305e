import type { FeaturePages } from '../../app/page-loader';

/** The organisation info page of the post-login sequence (spec 4 step 2). */
export const profilePages: FeaturePages = {
  'profile.edit': () => import('./components/profile-edit-page').then((module) => module.ProfileEditPage),
};
