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
  // Issue 25: the public registry of licensed offices and agencies (decision 0052), no personal data.
  publicRoute('registry', 'registry'),
  publicRoute('registryOrganization', 'registry/:id'),
  // Issue 25: a worker checks her own employment request (number, passport, birth date), in her language.
  publicRoute('myContract', 'my-contract'),
];
