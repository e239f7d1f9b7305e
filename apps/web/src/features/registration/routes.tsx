import type { FeaturePages } from '../../app/page-loader';

/** The public registration form (its own chunk, with the captcha) and the admins' queue. */
export const registrationPages: FeaturePages = {
  registrationForm: () => import('./components/registration-page').then((module) => module.RegistrationPage),
  'admin.registrations': () =>
    import('./components/registrations-queue-page').then((module) => module.RegistrationsQueuePage),
};
