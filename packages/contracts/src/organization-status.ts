import { DAY_MS, LICENCE_WARNING_DAYS, todayInKingdom } from './constants';
import type { CredentialsOrganization } from './credentials';

export type OrganizationStatus = 'SUSPENDED' | 'EXPIRED_LICENSE' | 'ACTIVE';

const startOfDayUtc = (date: Date): number =>
  Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

/** The start of today in the kingdom's calendar, as the UTC midnight of that date. */
const kingdomDay = (now: Date): number => Date.parse(todayInKingdom(now));

/** Spec 4: suspended if not active; expired licence if licenceDate is today or earlier; else active. */
export const organizationStatus = (
  org: Pick<CredentialsOrganization, 'active' | 'licenseDate'>,
  today: Date = new Date(),
): OrganizationStatus => {
  if (!org.active) return 'SUSPENDED';
  if (org.licenseDate && daysUntilLicenceExpiry(org.licenseDate, today) <= 0) return 'EXPIRED_LICENSE';
  return 'ACTIVE';
};

/**
 * Why the organisation may not write now, or null when it may (DOMAIN.md "Licences and
 * suspensions"): suspended, or its licence expired. The API's access-control plugin refuses its
 * writes with this reason (except the routes that stay open: terms, feedback, licence update), and
 * the screens show creation buttons disabled with it; the same rule on both sides.
 */
export type WriteBlock = Exclude<OrganizationStatus, 'ACTIVE'>;
export const writeBlockOf = (
  org: Pick<CredentialsOrganization, 'active' | 'licenseDate'>,
  today: Date = new Date(),
): WriteBlock | null => {
  const status = organizationStatus(org, today);
  return status === 'ACTIVE' ? null : status;
};

/**
 * Whole days from today in the kingdom until the licence date (negative when past); a time of day
 * is ignored.
 */
export const daysUntilLicenceExpiry = (licenseDate: string, today: Date = new Date()): number =>
  Math.round((startOfDayUtc(new Date(licenseDate)) - kingdomDay(today)) / DAY_MS);

/** Within the warning days before the licence date (the admin setting `licenceWarningDays`, 90 by default). */
export const licenceWarningDue = (
  licenseDate: string | null,
  today: Date = new Date(),
  warningDays: number = LICENCE_WARNING_DAYS,
): boolean => {
  if (!licenseDate) return false;
  const days = daysUntilLicenceExpiry(licenseDate, today);
  return days > 0 && days <= warningDays;
};

/** Spec 5: complete only when all of these are present. */
export const isOrganizationInfoComplete = (
  org: Pick<
    CredentialsOrganization,
    'address' | 'bankAccount' | 'responsiblePerson' | 'contactNumber1' | 'contactNumber2' | 'city'
  >,
): boolean =>
  [
    org.address.en,
    org.bankAccount.bank,
    org.bankAccount.iban,
    org.responsiblePerson.en,
    org.contactNumber1,
    org.contactNumber2,
    org.city,
  ].every((value) => typeof value === 'string' && value.trim() !== '');
