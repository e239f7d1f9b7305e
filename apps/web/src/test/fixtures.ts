import type { Credentials, MeResponse, Membership } from '@portal/contracts/credentials';
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
