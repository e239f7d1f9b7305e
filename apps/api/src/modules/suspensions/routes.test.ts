import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInKingdom } from '@portal/contracts/constants';
import { ERROR_CODES } from '@portal/contracts/error-body';
import type { Suspension } from '@portal/contracts/suspensions';
import { organizations } from '../../db/schema/index';
import { arSA } from '../../i18n/ar-SA';
import { enUS } from '../../i18n/en-US';
import { withCurrentVersion } from '../../test-support/current-version';
import { createShellTestApp, type ShellTestApp } from '../shell-test-app';
import { callAs } from '../../test-support/call-as';

const day = (offset: number) => todayInKingdom(new Date(Date.now() + offset * 86_400_000));

describe('suspensions API and the read-only rule', () => {
  let t: ShellTestApp;
  let reasonId: number;
  beforeAll(async () => {
    t = await createShellTestApp();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/suspensions/reasons',
      headers: await t.headersFor('admin'),
    });
    expect(res.statusCode).toBe(200);
    reasonId = res.json()[0].id;
  });
  afterAll(async () => t?.close());

  const call = (
    username: string,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    lang = 'en-US',
  ) => callAs(t)(username, method, url, payload, { 'accept-language': lang });
  const profileWrite = async (username: string, lang = 'en-US') => {
    const o = await t.organizationOf(username);
    // The edit carries the organisation's current version, as the profile form that has just read it.
    const body = await withCurrentVersion(t.database.db, `/api/organizations/${o.id}`, {
      addressEn: o.addressEn ?? 'Riyadh',
      bankName: o.bankName ?? 'Saudi National Bank',
      iban: o.iban ?? 'SA0380000000608010167519',
      responsiblePersonEn: o.responsiblePersonEn ?? 'Someone',
      contactNumber1: o.contactNumber1 ?? '0114600000',
      contactNumber2: o.contactNumber2 ?? '0114600001',
      city: o.city ?? 'Riyadh',
    });
    return call(username, 'PUT', '/api/me/organization', body, lang);
  };
  const suspend = async (username: string, body: Record<string, unknown>) => {
    const { organization } = await t.sessionFor(username);
    return call('admin', 'POST', '/api/suspensions', { organizationId: organization.id, reasonId, ...body });
  };

  it('lists the seeded suspension of the demo suspended office as in force', async () => {
    const res = await call('admin', 'GET', '/api/suspensions?state=ACTIVE');
    expect(res.statusCode).toBe(200);
    const { organization } = await t.sessionFor('suspended');
    expect((res.json().items as Suspension[]).map((s) => s.organization.id)).toContain(organization.id);
  });

  it('is for admins only', async () => {
    expect((await call('office', 'GET', '/api/suspensions')).statusCode).toBe(403);
    expect(
      (await call('office', 'POST', '/api/suspensions', { organizationId: 1, reasonId, startsOn: day(0) }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses every write of a suspended office with a clear message, while reads still work', async () => {
    const refused = await profileWrite('suspended');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(enUS['errors.organizationSuspended']);
    // The code the web app reacts to (it reloads its credentials, so the banner shows at once).
    expect(refused.json().code).toBe(ERROR_CODES.organizationSuspended);
    const arabic = await profileWrite('suspended', 'ar-SA');
    expect(arabic.json().message).toBe(arSA['errors.organizationSuspended']);
    expect((await call('suspended', 'GET', '/api/statistic/actionsNeeded')).statusCode).toBe(200);
    // Terms acceptance and feedback stay open.
    expect((await call('suspended', 'POST', '/api/me/terms')).statusCode).toBe(200);
    // So does the licence-update submission (refused here for its missing document, not for the suspension).
    const licence = await call('suspended', 'POST', '/api/licenseRequests', {});
    expect(licence.statusCode).not.toBe(403);
  });

  it('refuses every write of an office whose licence expired with that reason; terms, feedback and licence update stay open', async () => {
    const refused = await profileWrite('expired');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(enUS['errors.licenceExpired']);
    expect((await profileWrite('expired', 'ar-SA')).json().message).toBe(arSA['errors.licenceExpired']);
    expect((await call('expired', 'GET', '/api/statistic/actionsNeeded')).statusCode).toBe(200);
    expect((await call('expired', 'POST', '/api/me/terms')).statusCode).toBe(200);
    const licence = await call('expired', 'POST', '/api/licenseRequests', {});
    expect(licence.statusCode).not.toBe(403);
    // A licence renewed (a date after today) writes again.
    const organization = await t.organizationOf('expired');
    await t.database.db
      .update(organizations)
      .set({ licenseDate: day(30) })
      .where(eq(organizations.id, organization.id));
    try {
      expect((await profileWrite('expired')).statusCode).toBe(200);
    } finally {
      await t.database.db
        .update(organizations)
        .set({ licenseDate: organization.licenseDate })
        .where(eq(organizations.id, organization.id));
    }
  });

  it('suspends an office (409 the second time), shows it in the credentials, and lifting restores writes', async () => {
    expect((await profileWrite('office')).statusCode).toBe(200);
    const created = await suspend('office', { startsOn: day(0), endsOn: day(30), comment: 'Inspection' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      state: 'ACTIVE',
      comment: 'Inspection',
      createdBy: { id: expect.any(Number) },
    });
    const again = await suspend('office', { startsOn: day(1) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(enUS['suspensions.alreadySuspended']);

    const refused = await profileWrite('office');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(enUS['errors.organizationSuspended']);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: (await t.headersFor('office')).authorization! },
    });
    expect(me.json().memberships[0].organization.active).toBe(false);
    const { organization } = await t.sessionFor('office');
    const view = await call('admin', 'GET', `/api/organizations/${organization.id}`);
    expect(view.json()).toMatchObject({ status: 'SUSPENDED', suspension: { id: created.json().id } });

    const lifted = await call('admin', 'POST', `/api/suspensions/${created.json().id}/lift`);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toMatchObject({ state: 'ENDED', liftedBy: { id: expect.any(Number) } });
    expect((await profileWrite('office')).statusCode).toBe(200);
    const twice = await call('admin', 'POST', `/api/suspensions/${created.json().id}/lift`);
    expect(twice.statusCode).toBe(409);

    const history = await call('admin', 'GET', `/api/history/organization/${organization.id}`);
    expect(
      history
        .json()
        .items.map((h: { action: string }) => h.action)
        .slice(0, 2),
    ).toEqual(['activate', 'deactivate']);
  });

  it('lets a suspension end by itself at its end date', async () => {
    const ended = await suspend('company', { startsOn: day(-10), endsOn: day(-1) });
    expect(ended.statusCode).toBe(201);
    expect(ended.json().state).toBe('ENDED');
    expect((await profileWrite('company')).statusCode).toBe(200);
    const list = await call('admin', 'GET', '/api/suspensions?state=ENDED&size=100');
    expect(list.json().items.map((s: Suspension) => s.id)).toContain(ended.json().id);
    expect((await call('admin', 'POST', `/api/suspensions/${ended.json().id}/lift`)).statusCode).toBe(409);
    // A scheduled suspension does not apply yet.
    const later = await suspend('company', { startsOn: day(5), endsOn: day(6) });
    expect(later.json().state).toBe('SCHEDULED');
    expect((await profileWrite('company')).statusCode).toBe(200);
  });

  it('lifting the demo suspended office clears its stored flag too', async () => {
    const { organization } = await t.sessionFor('suspended');
    const list = await call(
      'admin',
      'GET',
      `/api/suspensions?organizationId=${organization.id}&state=ACTIVE`,
    );
    const [current] = list.json().items as Suspension[];
    expect((await call('admin', 'POST', `/api/suspensions/${current!.id}/lift`)).statusCode).toBe(200);
    expect((await profileWrite('suspended')).statusCode).toBe(200);
  });

  it('validates the period and refuses to suspend the programme administration', async () => {
    const bad = await suspend('expiring', { startsOn: day(3), endsOn: day(1) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ endsOn: [enUS['validation.endBeforeStart']] });
    expect((await suspend('admin', { startsOn: day(0) })).statusCode).toBe(409);
  });
});
