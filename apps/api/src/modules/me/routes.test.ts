import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meResponseSchema, type MeResponse } from '@portal/contracts/credentials';
import { isValidSaudiIban } from '@portal/contracts/iban';
import { isOrganizationInfoComplete, organizationStatus } from '@portal/contracts/organization-status';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('GET /api/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const meOf = async (username: string): Promise<MeResponse> => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${await t.tokenFor(username)}` },
    });
    expect(response.statusCode).toBe(200);
    return meResponseSchema.strict().parse(response.json());
  };

  it('answers the office super user with one complete establishment', async () => {
    const me = await meOf('office');
    expect(me.profile).toMatchObject({
      username: 'office',
      name: { en: 'Abdullah Al-Harbi', ar: 'عبدالله الحربي' },
    });
    expect(me.memberships).toHaveLength(1);
    const [membership] = me.memberships;
    expect(membership!.establishment).toMatchObject({
      id: { laborOfficeId: 1, sequenceNumber: 1001 },
      role: 'PRO_OFFICE',
      superUser: true,
      parentUser: null,
      termsAndConditionsAccepted: true,
    });
    const org = membership!.organization;
    expect(org.country?.code3).toBe('SAU');
    expect(org.bankAccount.iban).toBe('SA0380000000608010167519');
    expect(isValidSaudiIban(org.bankAccount.iban!)).toBe(true);
    expect(isOrganizationInfoComplete(org)).toBe(true);
    expect(organizationStatus(org)).toBe('ACTIVE');
    expect(membership!.accessRights).toEqual([]);
  });

  it('answers the sub-user with its parent and rights', async () => {
    const office = await meOf('office');
    const me = await meOf('office-sub');
    const [membership] = me.memberships;
    expect(membership!.establishment.superUser).toBe(false);
    expect(membership!.establishment.parentUser).toEqual({ id: office.profile.id, almatarRegistered: false });
    expect(membership!.establishment.id).toEqual(office.memberships[0]!.establishment.id);
    expect(membership!.accessRights).toEqual([
      { module: 'HR_POOL', access: 'READ' },
      { module: 'EMPLOYMENT_REQUEST', access: 'WRITE' },
      { module: 'PARTNERSHIP_CONTRACT', access: 'NONE' },
    ]);
  });

  it('answers every establishment of a person with several', async () => {
    const me = await meOf('multi');
    expect(me.memberships.map((m) => m.establishment.role)).toEqual(['PRO_OFFICE', 'EPRO']);
    expect(me.memberships[1]!.organization.country?.code3).toBe('PHL');
    expect(new Set(me.memberships.map((m) => m.organization.id)).size).toBe(2);
  });

  it('reflects the special demo accounts', async () => {
    expect((await meOf('newcomer')).memberships[0]!.establishment.termsAndConditionsAccepted).toBe(false);
    expect(isOrganizationInfoComplete((await meOf('incomplete')).memberships[0]!.organization)).toBe(false);
    expect(organizationStatus((await meOf('expired')).memberships[0]!.organization)).toBe('EXPIRED_LICENSE');
    expect(organizationStatus((await meOf('suspended')).memberships[0]!.organization)).toBe('SUSPENDED');
    expect((await meOf('embassy-ph')).memberships[0]!.organization.officeLocation).toBe('RIYADH');
    expect((await meOf('embassy-ph-noloc')).memberships[0]!.organization.officeLocation).toBeNull();
  });

  it('records accepted terms for the chosen establishment', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/me/terms',
      headers: await t.headersFor('newcomer'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().establishment.termsAndConditionsAccepted).toBe(true);
    expect((await meOf('newcomer')).memberships[0]!.establishment.termsAndConditionsAccepted).toBe(true);
  });
});
