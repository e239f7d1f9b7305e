import { describe, expect, it } from 'vitest';
import { subjectFromCredentials } from './navigation';
import { ALL_FLAGS_ON, BUILD_FLAGS, credentials } from './navigation-fixtures';
import {
  contractUpdateCheckDue,
  establishmentKeyOf,
  licenceModal,
  postLoginDestination,
  travelBookingOfferVisible,
} from './post-login';
import type { Role } from './roles';

type Creds = ReturnType<typeof credentials>;
const destination = (creds: Creds, returnTo?: string, features = BUILD_FLAGS) =>
  postLoginDestination(creds, subjectFromCredentials(creds, features), returnTo);

describe('postLoginDestination (spec 4 steps 1-3)', () => {
  it('terms first, then profile edit, then the start page', () => {
    const both = credentials({
      establishment: { termsAndConditionsAccepted: false },
      organization: { city: null },
    });
    expect(destination(both)).toBe('/terms-and-conditions');
    expect(destination(credentials({ organization: { contactNumber2: '' } }))).toBe('/profile/edit');
    expect(destination(credentials())).toBe('/dashboard');
    expect(destination(credentials({ establishment: { role: 'ADMIN' } }))).toBe('/organization');
  });

  it('a sub-user with incomplete info goes to the start page', () => {
    expect(
      destination(credentials({ establishment: { superUser: false }, organization: { city: null } })),
    ).toBe('/dashboard');
  });

  it('honours a returnTo the guards allow, and only that', () => {
    const office = credentials();
    expect(destination(office, '/hr-pool/candidates/4?tab=cv')).toBe('/hr-pool/candidates/4?tab=cv');
    expect(destination(office, '/organization/add')).toBe('/dashboard');
    expect(destination(office, '/complaints')).toBe('/dashboard');
    expect(destination(office, '/complaints', ALL_FLAGS_ON)).toBe('/complaints');
    expect(destination(office, '/nope')).toBe('/dashboard');
    expect(destination(office, '//evil.example/dashboard')).toBe('/dashboard');
    expect(destination(office, '/\\evil.example')).toBe('/dashboard');
    expect(destination(office, '/login')).toBe('/dashboard');
    expect(destination(office, '/')).toBe('/dashboard');
    expect(
      destination(credentials({ establishment: { termsAndConditionsAccepted: false } }), '/hr-pool'),
    ).toBe('/terms-and-conditions');
  });
});

describe('licenceModal (spec 4 step 4)', () => {
  const today = new Date('2025-03-10T15:30:00Z');
  const withLicence = (licenseDate: string | null, role: Role = 'PRO_OFFICE') =>
    credentials({ establishment: { role }, organization: { licenseDate } });

  it.each<[string | null, 'expired' | 'warning' | null]>([
    ['2025-03-09', 'expired'],
    ['2025-03-10', 'expired'],
    ['2025-03-10T23:00:00Z', 'expired'],
    ['2025-03-11', 'warning'],
    ['2025-06-08', 'warning'], // 90 days
    ['2025-06-09', null], // 91 days
    [null, null],
    ['not a date', null],
  ])('licence %s -> %s', (date, expected) => {
    expect(licenceModal(withLicence(date), today)).toBe(expected);
  });

  it('applies to office roles only', () => {
    expect(licenceModal(withLicence('2025-03-01', 'EPRO'), today)).toBe('expired');
    expect(licenceModal(withLicence('2025-04-01', 'PRO_COMPANY'), today)).toBe('warning');
    expect(licenceModal(withLicence('2025-03-01', 'ADMIN'), today)).toBeNull();
    expect(licenceModal(withLicence('2025-03-01', 'FOREIGN_EMBASSY'), today)).toBeNull();
  });
});

describe('travelBookingOfferVisible (spec 4 step 5, spec 5)', () => {
  it('shows for a super user of an enabled organisation, once per profile', () => {
    expect(travelBookingOfferVisible(credentials(), [])).toBe(true);
    expect(travelBookingOfferVisible(credentials({ profileId: 5 }), [5])).toBe(false);
    expect(travelBookingOfferVisible(credentials({ profileId: 6 }), [5])).toBe(true);
  });

  it('needs the organisation enabled, terms accepted and the user not registered', () => {
    expect(
      travelBookingOfferVisible(credentials({ organization: { almatarRegistrationEnabled: false } }), []),
    ).toBe(false);
    expect(
      travelBookingOfferVisible(credentials({ establishment: { termsAndConditionsAccepted: false } }), []),
    ).toBe(false);
    expect(travelBookingOfferVisible(credentials({ establishment: { almatarRegistered: true } }), [])).toBe(
      false,
    );
  });

  it('is not offered to a suspended organisation, super user or sub-user', () => {
    expect(travelBookingOfferVisible(credentials({ organization: { active: false } }), [])).toBe(false);
    const suspendedSub = credentials({
      establishment: { superUser: false, parentUser: { id: 1, almatarRegistered: true } },
      organization: { almatarRegistered: true, active: false },
    });
    expect(travelBookingOfferVisible(suspendedSub, [])).toBe(false);
  });

  it('a sub-user needs the parent user and the office registered', () => {
    const sub = (parentRegistered: boolean | null, officeRegistered: boolean) =>
      credentials({
        establishment: {
          superUser: false,
          parentUser: parentRegistered === null ? null : { id: 1, almatarRegistered: parentRegistered },
        },
        organization: { almatarRegistered: officeRegistered },
      });
    expect(travelBookingOfferVisible(sub(true, true), [])).toBe(true);
    expect(travelBookingOfferVisible(sub(true, false), [])).toBe(false);
    expect(travelBookingOfferVisible(sub(false, true), [])).toBe(false);
    expect(travelBookingOfferVisible(sub(null, true), [])).toBe(false);
  });
});

describe('contractUpdateCheckDue (spec 4 step 6)', () => {
  it('office roles with contract WRITE, once per establishment', () => {
    const office = credentials();
    const subject = subjectFromCredentials(office, BUILD_FLAGS);
    expect(establishmentKeyOf(office)).toBe('1-42');
    expect(contractUpdateCheckDue(office, subject, [])).toBe(true);
    expect(contractUpdateCheckDue(office, subject, ['1-42'])).toBe(false);
    const reader = credentials({ accessRights: [{ module: 'PARTNERSHIP_CONTRACT', access: 'READ' }] });
    expect(contractUpdateCheckDue(reader, subjectFromCredentials(reader, BUILD_FLAGS), [])).toBe(false);
    const admin = credentials({ establishment: { role: 'ADMIN' } });
    expect(contractUpdateCheckDue(admin, subjectFromCredentials(admin, BUILD_FLAGS), [])).toBe(false);
  });
});
