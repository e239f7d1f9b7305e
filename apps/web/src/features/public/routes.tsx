import type { FeaturePages } from '../../app/page-loader';
import { loadPublicAnnouncements } from './api/public-announcements';

/** Public information pages, each loaded on demand; the home page's announcements load beside it. */
export const publicPages: FeaturePages = {
  home: () => {
    void loadPublicAnnouncements();
    return import('./components/home-page').then((module) => module.HomePage);
  },
  userGuide: () => import('./components/user-guide-page').then((module) => module.UserGuidePage),
  contactUs: () => import('./components/contact-us-page').then((module) => module.ContactUsPage),
  faq: () => import('./components/faq-page').then((module) => module.FaqPage),
};
