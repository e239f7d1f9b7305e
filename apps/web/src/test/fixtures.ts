import type { AccessRight } from '@portal/contracts/access';
import type { OfficeLocation } from '@portal/contracts/constants';
import type {
  Credentials,
  CredentialsOrganization,
  MeResponse,
  Membership,
} from '@portal/contracts/credentials';
import type { Role } from '@portal/contracts/roles';

/** A membership as `GET /api/me` answers it: a complete, licensed office by default. */
export const membershipFixture = (
  overrides: { role?: Role; laborOfficeId?: number; termsAccepted?: boolean; name?: string } = {},
): Membership => ({
  establishment: {
    id: { laborOfficeId: overrides.laborOfficeId ?? 14, sequenceNumber: 2201 },
    membershipId: 3,
    name: { ar: 'الفرع الرئيسي', en: 'Main branch' },
    role: overrides.role ?? 'PRO_OFFICE',
    superUser: true,
    organizationId: 11,
    parentUser: null,
    termsAndConditionsAccepted: overrides.termsAccepted ?? true,
    almatarRegistered: false,
  },
  organization: {
    id: 11,
    name: { ar: 'مكتب الأفق للاستقدام', en: overrides.name ?? 'Al Ofuq Recruitment Office' },
    country: { id: 1, code3: 'SAU', name: { ar: 'السعودية', en: 'Saudi Arabia' } },
    active: true,
    externalActive: true,
    licenseDate: '2099-01-01',
    almatarRegistered: false,
    almatarRegistrationEnabled: false,
    address: { ar: 'الرياض', en: 'King Fahd Road, Riyadh' },
    bankAccount: { bank: 'Saudi National Bank', iban: 'SA0380000000608010167519' },
    responsiblePerson: { ar: 'سارة', en: 'Sara Al-Qahtani' },
    contactNumber1: '+966110000001',
    contactNumber2: '+966500000001',
    city: 'Riyadh',
    officeLocation: null,
    establishmentOwnerInfo: {
      ownerId: null,
      sevenHundredNumber: '7001234567',
      unifiedNationalNumber: '7009999999',
    },
    rowVersion: 1,
  },
  accessRights: [],
});

export const meFixture = (memberships: Membership[] = [membershipFixture()]): MeResponse => ({
  profile: { id: 7, username: 'office', name: { ar: 'سارة', en: 'Sara' }, email: 'sara@example.sa' },
  memberships,
});

export const credentialsFixture = (membership: Membership = membershipFixture()): Credentials => ({
  establishment: membership.establishment,
  organization: membership.organization,
  profile: { id: 7 },
  accessRights: membership.accessRights,
});

/**
 * The credentials of a role signed in to the fixture's office: in another organisation, country or
 * office location, or with module rights, where told.
 */
export const credentialsOf = (
  role: Role,
  options: {
    organizationId?: number;
    country?: NonNullable<CredentialsOrganization['country']>;
    officeLocation?: OfficeLocation | null;
    accessRights?: AccessRight[];
  } = {},
): Credentials => {
  const { establishment, organization, accessRights } = membershipFixture({ role });
  const organizationId = options.organizationId ?? organization.id;
  return credentialsFixture({
    establishment: { ...establishment, organizationId },
    organization: {
      ...organization,
      id: organizationId,
      country: options.country ?? organization.country,
      officeLocation: options.officeLocation ?? organization.officeLocation,
    },
    accessRights: options.accessRights ?? accessRights,
  });
};
