import type { FeaturePages } from '../../app/page-loader';
import { publicAnnouncementsWithin } from './api/public-announcements';

/**
 * Public information pages, each loaded on demand. The home page waits briefly for its
 * announcements too, so they are in its first render (no layout shift when they arrive).
 */
export const publicPages: FeaturePages = {
  home: () =>
    Promise.all([import('./components/home-page'), publicAnnouncementsWithin()]).then(
      ([module]) => module.HomePage,
    ),
  userGuide: () => import('./components/user-guide-page').then((module) => module.UserGuidePage),
  contactUs: () => import('./components/contact-us-page').then((module) => module.ContactUsPage),
  faq: () => import('./components/faq-page').then((module) => module.FaqPage),
};
