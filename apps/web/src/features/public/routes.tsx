import type { FeaturePages } from '../../app/page-loader';
import { HomePage } from './components/home-page';

/** Public information pages. The home page ships in the entry; the others load on demand. */
export const publicPages: FeaturePages = {
  home: async () => HomePage,
  userGuide: () => import('./components/user-guide-page').then((module) => module.UserGuidePage),
  contactUs: () => import('./components/contact-us-page').then((module) => module.ContactUsPage),
  faq: () => import('./components/faq-page').then((module) => module.FaqPage),
};
