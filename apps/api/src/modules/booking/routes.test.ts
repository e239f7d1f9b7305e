import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCountriesResponseSchema, bookingRegistrationResponseSchema } from '@portal/contracts/booking';
import { ERROR_CODES } from '@portal/contracts/error-body';
import { meResponseSchema } from '@portal/contracts/credentials';
import { organizations } from '../../db/schema/index';
import { enUS } from '../../i18n/en-US';
import { arSA } from '../../i18n/ar-SA';
import { createShellTestApp, type ShellTestApp } from '../shell-test-app';

describe('travel-booking registration and countries', () => {
  let t: ShellTestApp;
  beforeAll(async () => {
    t = await createShellTestApp();
  });
  afterAll(async () => t?.close());

  const post = async (
    path: 'office' | 'user' | 'sub-user',
    username: string,
    extra: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/booking/almatar/add/${path}`,
      headers: { ...(await t.headersFor(username)), ...extra },
    });

  it('registers in the order of spec 4: office, then its super user, then the sub-user', async () => {
    const early = await post('sub-user', 'office-sub');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(enUS['booking.parentNotRegistered']);

    const userFirst = await post('user', 'office');
    expect(userFirst.statusCode).toBe(409);
    expect(userFirst.json().message).toBe(enUS['booking.officeNotRegistered']);

    const office = await post('office', 'office');
    expect(office.statusCode).toBe(200);
    expect(bookingRegistrationResponseSchema.parse(office.json())).toMatchObject({
      organization: { almatarRegistered: true, almatarRegistrationEnabled: true },
      establishment: { almatarRegistered: false, parentUser: null },
      changed: true,
    });

    const stillEarly = await post('sub-user', 'office-sub', { 'accept-language': 'ar-SA' });
    expect(stillEarly.statusCode).toBe(409);
    expect(stillEarly.json().message).toBe(arSA['booking.parentNotRegistered']);

    const user = await post('user', 'office');
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ establishment: { almatarRegistered: true }, changed: true });

    const sub = await post('sub-user', 'office-sub');
    expect(sub.statusCode).toBe(200);
    expect(sub.json()).toMatchObject({
      establishment: { almatarRegistered: true, parentUser: { almatarRegistered: true } },
      organization: { almatarRegistered: true },
      changed: true,
    });
  });

  it('is idempotent', async () => {
    for (const [path, username] of [
      ['office', 'office'],
      ['user', 'office'],
      ['sub-user', 'office-sub'],
    ] as const) {
      const res = await post(path, username);
      expect(res.statusCode).toBe(200);
      expect(res.json().changed).toBe(false);
    }
  });

  it('shows in the credentials of GET /api/me', async () => {
    const { authorization } = await t.headersFor('office-sub');
    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization } });
    const [membership] = meResponseSchema.parse(res.json()).memberships;
    expect(membership?.establishment).toMatchObject({
      almatarRegistered: true,
      parentUser: { almatarRegistered: true },
    });
    expect(membership?.organization.almatarRegistered).toBe(true);
  });

  it('keeps office and user registration to super users, and sub-user registration to sub-users', async () => {
    expect((await post('office', 'office-sub')).statusCode).toBe(403);
    expect((await post('user', 'office-sub')).statusCode).toBe(403);
    const superAsSub = await post('sub-user', 'company');
    expect(superAsSub.statusCode).toBe(403);
    expect(superAsSub.json().message).toBe(enUS['booking.subUserOnly']);
  });

  it.each(['admin', 'embassy-ph', 'fmol-ph', 'sa-embassy', 'samol', 'employer'])(
    'refuses %s with 403',
    async (username) => {
      expect((await post('office', username)).statusCode).toBe(403);
      const countries = await t.app.inject({
        method: 'GET',
        url: '/api/booking/almatar/countries',
        headers: await t.headersFor(username),
      });
      expect(countries.statusCode).toBe(403);
    },
  );

  it('refuses with 409 when registration is not enabled for the organisation', async () => {
    const { organization } = await t.sessionFor('company');
    await t.database.db
      .update(organizations)
      .set({ almatarRegistrationEnabled: false })
      .where(eq(organizations.id, organization.id));
    const res = await post('office', 'company', { 'accept-language': 'ar-SA' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(arSA['booking.registrationDisabled']);
    const [row] = await t.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, organization.id));
    expect(row?.almatarRegistered).toBe(false);
  });

  it("refuses every registration step of a suspended organisation, in the caller's language", async () => {
    const { authorization } = await t.headersFor('suspended');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization } });
    const [membership] = meResponseSchema.parse(me.json()).memberships;
    // The organisation has the offer enabled: only its suspension keeps it from registering.
    expect(membership?.organization).toMatchObject({ active: false, almatarRegistrationEnabled: true });
    for (const path of ['office', 'user'] as const) {
      const res = await post(path, 'suspended', { 'accept-language': 'ar-SA' });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(ERROR_CODES.organizationSuspended);
      expect(res.json().message).toBe(arSA['errors.organizationSuspended']);
    }
    const [row] = await t.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, membership?.organization.id ?? -1));
    expect(row?.almatarRegistered).toBe(false);
  });

  it('lets a foreign agency whose organisation has it enabled register', async () => {
    const res = await post('office', 'agency-ph');
    expect(res.statusCode).toBe(200);
    expect(res.json().organization.almatarRegistered).toBe(true);
  });

  it("answers the partner's countries with Cache-Control and an ETag, and 304 when unchanged", async () => {
    const headers = await t.headersFor('office-sub');
    const res = await t.app.inject({ method: 'GET', url: '/api/booking/almatar/countries', headers });
    expect(res.statusCode).toBe(200);
    const { items } = bookingCountriesResponseSchema.parse(res.json());
    expect(items.find((country) => country.code3 === 'PHL')).toEqual({
      code3: 'PHL',
      code2: 'PH',
      name: { ar: 'الفلبين', en: 'Philippines' },
    });
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/booking/almatar/countries',
      headers: { ...headers, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
