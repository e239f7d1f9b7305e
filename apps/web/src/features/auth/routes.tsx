import type { FeaturePages } from '../../app/page-loader';

/** Sign-in, callback, establishment choice, credentials refresh and the terms page. */
export const authPages: FeaturePages = {
  login: () => import('./components/login-page').then((module) => module.LoginPage),
  loginCallback: () => import('./components/login-callback-page').then((module) => module.LoginCallbackPage),
  establishments: () =>
    import('./components/establishments-page').then((module) => module.EstablishmentsPage),
  appRefresh: () => import('./components/app-refresh-page').then((module) => module.AppRefreshPage),
  termsAndConditions: () => import('./components/terms-page').then((module) => module.TermsPage),
};
