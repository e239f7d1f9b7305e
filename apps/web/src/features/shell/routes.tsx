import type { FeaturePages } from '../../app/page-loader';

/** Pages of the shell itself. */
export const shellPages: FeaturePages = {
  forbidden: () => import('./components/forbidden-page').then((module) => module.ForbiddenPage),
};
