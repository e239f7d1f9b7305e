import type { AccessRight } from './access';
import type { Credentials } from './credentials';
import { FEATURE_FLAGS, type FeatureFlags } from './feature-flags';
import type { AccessSubject } from './navigation';
import type { Role } from './roles';

/** Test data for the navigation, guard and post-login tests. */
export const BUILD_FLAGS: FeatureFlags = { ...FEATURE_FLAGS };
export const ALL_FLAGS_ON: FeatureFlags = { ...FEATURE_FLAGS, complaints: true, adminVisa: true };

export const subject = (role: Role, overrides: Partial<AccessSubject> = {}): AccessSubject => ({
  role,
  superUser: true,
  accessRights: [],
  features: BUILD_FLAGS,
  organizationCountryCode3: 'SAU',
  ...overrides,
});

/** The demo account `office-sub`: PRO_OFFICE sub-user. */
export const OFFICE_SUB_RIGHTS: AccessRight[] = [
  { module: 'HR_POOL', access: 'READ' },
  { module: 'EMPLOYMENT_REQUEST', access: 'WRITE' },
  { module: 'PARTNERSHIP_CONTRACT', access: 'NONE' },
];

type CredentialsOverrides = {
  establishment?: Partial<Credentials['establishment']>;
  organization?: Partial<Credentials['organization']>;
  accessRights?: AccessRight[];
  profileId?: number;
};

const empty = { ar: null, en: null };

/** A complete office (PRO_OFFICE super user, terms accepted, info complete, licence far away). */
export const credentials = (overrides: CredentialsOverrides = {}): Credentials => ({
  establishment: {
    id: { laborOfficeId: 1, sequenceNumber: 42 },
    membershipId: 1,
    name: { ar: 'مكتب', en: 'Office' },
    role: 'PRO_OFFICE',
    superUser: true,
    organizationId: 10,
    parentUser: null,
    termsAndConditionsAccepted: true,
    almatarRegistered: false,
    ...overrides.establishment,
  },
  organization: {
    id: 10,
    name: { ar: 'مكتب', en: 'Office' },
    country: { id: 1, code3: 'SAU', name: empty },
    active: true,
    externalActive: true,
    licenseDate: '2030-01-01',
    almatarRegistered: false,
    almatarRegistrationEnabled: true,
    address: { ar: 'الرياض', en: 'Riyadh street 1' },
    bankAccount: { bank: 'Bank', iban: 'SA0380000000608010167519' },
    responsiblePerson: { ar: 'أحمد', en: 'Ahmed' },
    contactNumber1: '0500000001',
    contactNumber2: '0500000002',
    city: 'Riyadh',
    officeLocation: null,
    establishmentOwnerInfo: { ownerId: null, sevenHundredNumber: null, unifiedNationalNumber: null },
    rowVersion: 1,
    ...overrides.organization,
  },
  profile: { id: overrides.profileId ?? 5 },
  accessRights: overrides.accessRights ?? [],
});
