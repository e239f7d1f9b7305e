import { publicRoute } from './routes-def';

/** Spec 2, public layout: no sign-in needed (except the establishment choice). */
export const PUBLIC_ROUTES = [
  publicRoute('home', ''),
  publicRoute('userGuide', 'user-guide'),
  publicRoute('registrationForm', 'rf', { form: true }),
  publicRoute('contactUs', 'contact-us'),
  publicRoute('faq', 'faq'),
  publicRoute('login', 'login'),
  publicRoute('loginCallback', 'login/callback'),
  publicRoute('appRefresh', 'app/refresh'),
  publicRoute('establishments', 'establishments', { establishmentChoice: true }),
  // Issue 25: anyone checks a printed document's verification code; the QR leads to verify/{code}.
  publicRoute('verify', 'verify'),
  publicRoute('verifyCode', 'verify/:code'),
];
