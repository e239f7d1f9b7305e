import { LICENCE_WARNING_DAYS } from './constants';
import type { Credentials } from './credentials';
import { guardPath, organizationInfoRequired } from './guards';
import { formatEstablishmentKey } from './http-headers';
import { contractModalApplies, licenceModalsApply, startPath, type AccessSubject } from './navigation';
import { daysUntilLicenceExpiry } from './organization-status';

/** Only same-origin app paths: '//host' and '/\host' would leave the portal. */
const isSafeReturnTo = (path: string): boolean =>
  path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');

/**
 * Spec 4 steps 1-3: terms page, else profile edit, else the start page. A returnTo the guards
 * would allow (e.g. kept by the login redirect) wins over the start page.
 */
export const postLoginDestination = (
  credentials: Credentials,
  subject: AccessSubject,
  returnTo?: string,
): string => {
  if (!credentials.establishment.termsAndConditionsAccepted) return '/terms-and-conditions';
  if (organizationInfoRequired(credentials)) return '/profile/edit';
  if (returnTo && isSafeReturnTo(returnTo)) {
    const [pathname = '', search] = returnTo.split(/(?=[?#])/, 2);
    const result = guardPath({ pathname, search, loggedIn: true, credentials, features: subject.features });
    if (result.action === 'allow' && pathname !== '/' && !pathname.startsWith('/login')) return returnTo;
  }
  return startPath(subject);
};

export type LicenceModal = 'expired' | 'warning';

/**
 * Spec 4 step 4: office roles only; expired on or after the licence date, warning within the admin
 * setting `licenceWarningDays` (spec 9's 90 by default; `GET /api/config` answers the saved one).
 */
export const licenceModal = (
  credentials: Credentials,
  today: Date = new Date(),
  warningDays: number = LICENCE_WARNING_DAYS,
): LicenceModal | null => {
  const { licenseDate } = credentials.organization;
  if (!licenceModalsApply(credentials.establishment.role) || !licenseDate) return null;
  const days = daysUntilLicenceExpiry(licenseDate, today);
  if (Number.isNaN(days)) return null;
  if (days <= 0) return 'expired';
  return days <= warningDays ? 'warning' : null;
};

/**
 * Spec 4 step 5 and spec 5: the travel-booking offer, once per profile. A suspended organisation
 * may not register (the API refuses its writes), so it is not offered.
 */
export const travelBookingOfferVisible = (
  credentials: Credentials,
  shownProfileIds: readonly number[],
): boolean => {
  const { establishment, organization, profile } = credentials;
  if (shownProfileIds.includes(profile.id)) return false;
  if (!organization.almatarRegistrationEnabled || !organization.active) return false;
  if (!establishment.termsAndConditionsAccepted || establishment.almatarRegistered) return false;
  if (establishment.superUser) return true;
  return Boolean(establishment.parentUser?.almatarRegistered) && organization.almatarRegistered;
};

export const establishmentKeyOf = (credentials: Credentials): string =>
  formatEstablishmentKey(
    credentials.establishment.id.laborOfficeId,
    credentials.establishment.id.sequenceNumber,
  );

/**
 * Spec 4 step 6: whether to ask `GET /api/partnership/contracts/check` (409 shows the modal);
 * once per establishment.
 */
export const contractUpdateCheckDue = (
  credentials: Credentials,
  subject: AccessSubject,
  shownEstablishmentKeys: readonly string[],
): boolean =>
  contractModalApplies(subject) && !shownEstablishmentKeys.includes(establishmentKeyOf(credentials));
