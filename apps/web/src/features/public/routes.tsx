import type { FeaturePages } from '../../app/page-loader';

/** Public information pages, each loaded on demand. */
export const publicPages: FeaturePages = {
  home: () => import('./components/home-page').then((module) => module.HomePage),
  userGuide: () => import('./components/user-guide-page').then((module) => module.UserGuidePage),
  contactUs: () => import('./components/contact-us-page').then((module) => module.ContactUsPage),
  faq: () => import('./components/faq-page').then((module) => module.FaqPage),
};
