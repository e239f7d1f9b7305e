// The registrations' types and statuses, apart from their schemas (registration.ts re-exports them):
// the registrations queue and the registration form take them from here and load no zod with the
// page (decision 0064).

/** Who may ask to join through the public registration form (`rf`). */
export const REGISTRATION_TYPES = ['PRO_OFFICE', 'PRO_COMPANY', 'EPRO'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

export const REGISTRATION_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** At most three documents (licence, commercial register, other). */
export const MAX_REGISTRATION_DOCUMENTS = 3;

export const REFERENCE_PATTERN = /^RF-\d{4}-\d{6}$/;

/** The kingdom's country (code3): where every local recruitment office and company is. */
export const KINGDOM_CODE3 = 'SAU';

/**
 * DOMAIN.md roles: a local office or company (PRO_OFFICE, PRO_COMPANY) is licensed in the kingdom,
 * a foreign agency (EPRO) in a sending country. Whether `code3` is a country the type can be in.
 */
export const registrationCountryFits = (type: RegistrationType, code3: string): boolean =>
  type === 'EPRO' ? code3 !== KINGDOM_CODE3 : code3 === KINGDOM_CODE3;
