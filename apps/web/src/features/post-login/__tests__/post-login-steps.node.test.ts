import { describe, expect, it } from 'vitest';
import type { Credentials } from '@portal/contracts/credentials';
import { FEATURE_FLAGS } from '@portal/contracts/feature-flags';
import { credentialsFixture, membershipFixture } from '../../../test/fixtures';
import { nextPostLoginStep, type PostLoginContext } from '../post-login-steps';

const TODAY = new Date('2030-06-01T10:00:00Z');

const office = (
  changes: { licenseDate?: string; booking?: boolean; superUser?: boolean } = {},
): Credentials => {
  const base = credentialsFixture(membershipFixture());
  return {
    ...base,
    establishment: { ...base.establishment, superUser: changes.superUser ?? true },
    organization: {
      ...base.organization,
      licenseDate: changes.licenseDate ?? '2031-06-01',
      almatarRegistrationEnabled: changes.booking ?? false,
    },
  };
};

const context = (credentials: Credentials, extra: Partial<PostLoginContext> = {}): PostLoginContext => ({
  credentials,
  features: { ...FEATURE_FLAGS },
  shownProfileIds: [],
  shownEstablishmentKeys: [],
  licenceShown: false,
  today: TODAY,
  ...extra,
});

/** The whole sequence as it would run when every modal is answered. */
const sequence = (ctx: PostLoginContext) => {
  const steps: string[] = [];
  let step = nextPostLoginStep(null, ctx);
  while (step) {
    steps.push(step);
    step = nextPostLoginStep(step, ctx);
  }
  return steps;
};

describe('post-login sequence (spec 4 steps 4-6)', () => {
  it('runs licence, then travel booking, then the contract check, in this order', () => {
    expect(sequence(context(office({ licenseDate: '2030-06-20', booking: true })))).toEqual([
      'licence',
      'booking',
      'contract',
    ]);
  });

  it('shows the licence modal when expired (today or earlier) or within 90 days, not beyond', () => {
    expect(sequence(context(office({ licenseDate: '2030-06-01' })))[0]).toBe('licence');
    expect(sequence(context(office({ licenseDate: '2030-08-30' })))[0]).toBe('licence');
    expect(sequence(context(office({ licenseDate: '2030-09-01' })))[0]).toBe('contract');
  });

  it('shows the licence modal once per page load and establishment', () => {
    expect(sequence(context(office({ licenseDate: '2030-06-20' }), { licenceShown: true }))).toEqual([
      'contract',
    ]);
  });

  it('offers travel booking once per profile', () => {
    const credentials = office({ booking: true });
    expect(sequence(context(credentials))).toContain('booking');
    expect(sequence(context(credentials, { shownProfileIds: [credentials.profile.id] }))).not.toContain(
      'booking',
    );
  });

  it('offers travel booking to a sub-user only when the parent user and the office are registered', () => {
    const sub = office({ booking: true, superUser: false });
    expect(sequence(context(sub))).not.toContain('booking');
    const ready: Credentials = {
      ...sub,
      establishment: { ...sub.establishment, parentUser: { id: 1, almatarRegistered: true } },
      organization: { ...sub.organization, almatarRegistered: true },
    };
    expect(sequence(context(ready))).toContain('booking');
  });

  it('checks the contract update once per establishment, only with contract write access', () => {
    const credentials = office();
    expect(sequence(context(credentials, { shownEstablishmentKeys: ['14-2201'] }))).toEqual([]);
    const readOnly = {
      ...credentials,
      accessRights: [{ module: 'PARTNERSHIP_CONTRACT', access: 'READ' }],
    } as Credentials;
    expect(sequence(context(readOnly))).toEqual([]);
  });

  it('does nothing for other roles, before the terms or while the organisation info is incomplete', () => {
    const embassy = credentialsFixture(membershipFixture({ role: 'FOREIGN_EMBASSY' }));
    expect(
      sequence(context({ ...embassy, organization: { ...embassy.organization, licenseDate: '2030-06-02' } })),
    ).toEqual([]);
    expect(sequence(context(credentialsFixture(membershipFixture({ termsAccepted: false }))))).toEqual([]);
    const incomplete = office({ licenseDate: '2030-06-02', booking: true });
    expect(
      sequence(context({ ...incomplete, organization: { ...incomplete.organization, city: null } })),
    ).toEqual([]);
  });
});
