import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialsOrganizationSchema } from '@portal/contracts/credentials';
import { recordHistory } from '../../db/schema/index';
import { enUS } from '../../i18n/en-US';
import { arSA } from '../../i18n/ar-SA';
import { withCurrentVersion } from '../../test-support/current-version';
import { createShellTestApp, type ShellTestApp } from '../shell-test-app';

const complete = {
  addressEn: '12 Olaya Street, Riyadh 12214',
  addressAr: '12 شارع العليا، الرياض',
  bankName: 'Saudi National Bank',
  iban: 'SA03 8000 0000 6080 1016 7519',
  responsiblePersonEn: 'Reem Al-Subaie',
  responsiblePersonAr: 'ريم السبيعي',
  contactNumber1: '0114600000',
  contactNumber2: '+966 55 120 0000',
  city: 'Riyadh',
};

describe('PUT /api/me/organization', () => {
  let t: ShellTestApp;
  beforeAll(async () => {
    t = await createShellTestApp();
  });
  afterAll(async () => t?.close());

  /** The edit carries the organisation's current version, as the profile form that has just read it. */
  const put = async (username: string, payload: unknown, extra: Record<string, string> = {}) => {
    const { organization } = await t.sessionFor(username);
    const url = `/api/organizations/${organization.id}`;
    return t.app.inject({
      method: 'PUT',
      url: '/api/me/organization',
      headers: { ...(await t.headersFor(username)), ...extra },
      payload: (await withCurrentVersion(t.database.db, url, payload as object)) as Record<string, unknown>,
    });
  };

  it('lets the super user of an office complete the organisation info and records the history', async () => {
    const organization = await t.organizationOf('incomplete');
    // The responsible person stays as seeded: unchanged fields are not recorded.
    const res = await put('incomplete', {
      ...complete,
      responsiblePersonEn: organization.responsiblePersonEn,
    });
    expect(res.statusCode).toBe(200);
    const body = credentialsOrganizationSchema.parse(res.json());
    expect(body).toMatchObject({
      id: organization.id,
      address: { en: complete.addressEn, ar: complete.addressAr },
      bankAccount: { bank: 'Saudi National Bank', iban: 'SA0380000000608010167519' },
      responsiblePerson: { en: organization.responsiblePersonEn, ar: 'ريم السبيعي' },
      contactNumber1: '0114600000',
      contactNumber2: '+966 55 120 0000',
      city: 'Riyadh',
    });
    const [history] = await t.database.db
      .select()
      .from(recordHistory)
      .where(and(eq(recordHistory.entityType, 'organization'), eq(recordHistory.entityId, organization.id)))
      .orderBy(desc(recordHistory.id));
    expect(history?.action).toBe('update');
    expect(history?.changedBy).toBe((await t.sessionFor('incomplete')).user.id);
    expect(history?.changes).toMatchObject({
      addressEn: { from: null, to: complete.addressEn },
      iban: { from: null, to: 'SA0380000000608010167519' },
      city: { from: null, to: 'Riyadh' },
    });
    expect(history?.changes).not.toHaveProperty('responsiblePersonEn');
  });

  it('writes no history when nothing changes', async () => {
    const organization = await t.organizationOf('incomplete');
    const count = async () =>
      (
        await t.database.db
          .select()
          .from(recordHistory)
          .where(
            and(eq(recordHistory.entityType, 'organization'), eq(recordHistory.entityId, organization.id)),
          )
      ).length;
    const before = await count();
    const same = { ...complete, responsiblePersonEn: organization.responsiblePersonEn };
    expect((await put('incomplete', same)).statusCode).toBe(200);
    expect(await count()).toBe(before);
  });

  it.each(['company', 'agency-ph'])('is open to the super user of %s', async (username) => {
    const res = await put(username, complete);
    expect(res.statusCode).toBe(200);
  });

  it.each(['office-sub', 'admin', 'embassy-ph', 'fmol-ph', 'samol', 'employer'])(
    'refuses %s with 403',
    async (username) => {
      const res = await put(username, complete);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(enUS['errors.forbidden']);
    },
  );

  it('needs a signed-in person', async () => {
    const { authorization: _token, ...anonymous } = await t.headersFor('office');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/organization',
      headers: anonymous,
      payload: complete,
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an IBAN with a wrong check number, with the field error in English', async () => {
    const res = await put('office', { ...complete, iban: 'SA0380000000608010167518' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: enUS['errors.validation'],
      fieldErrors: { iban: [enUS['validation.saudiIban']] },
    });
  });

  it('translates the field errors into Arabic', async () => {
    const res = await put(
      'office',
      { ...complete, iban: 'GB82WEST12345698765432', city: '  ' },
      { 'accept-language': 'ar-SA' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: arSA['errors.validation'],
      fieldErrors: { iban: [arSA['validation.saudiIban']], city: [arSA['validation.required']] },
    });
  });

  it('names every missing required field', async () => {
    const res = await put('office', { addressAr: 'x' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(
      [
        'addressEn',
        'bankName',
        'city',
        'contactNumber1',
        'contactNumber2',
        'iban',
        'responsiblePersonEn',
      ].sort(),
    );
    expect(res.json().fieldErrors.addressEn).toEqual([enUS['validation.required']]);
  });

  it('checks phone numbers and lengths', async () => {
    const res = await put('office', { ...complete, contactNumber1: 'call me', addressEn: 'x'.repeat(301) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      contactNumber1: [enUS['validation.phone']],
      addressEn: [enUS['validation.tooLong']],
    });
  });
});
