import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyEntrySchema } from '@portal/contracts/history';
import { SETTING_DEFAULTS, settingsResponseSchema } from '@portal/contracts/settings';
import { memberships, users } from '../../db/schema/index';
import { currentVersion } from '../../test-support/current-version';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const AR = { 'accept-language': 'ar-SA' };

describe('admin settings', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let office: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.headersFor('admin');
    office = await t.headersFor('office');
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'GET', url, headers });
  /** `PUT /api/settings/{key}` on the setting's current version (as the form that has just read it). */
  const put = async (key: string, value: unknown, headers: Record<string, string> = admin) => {
    const url = `/api/settings/${key}`;
    const rowVersion = await currentVersion(t.database.db, url);
    return t.app.inject({ method: 'PUT', url, headers, payload: { value, rowVersion } });
  };
  const read = async () => settingsResponseSchema.parse((await get('/api/settings')).json());

  it('answers every key typed, seeded with the defaults (licence warning 90 days)', async () => {
    const { values, meta } = await read();
    expect(values).toEqual(SETTING_DEFAULTS);
    expect(values.licenceWarningDays).toBe(90);
    expect(meta.map((entry) => entry.key).sort()).toEqual(Object.keys(SETTING_DEFAULTS).sort());
    // The migration seeded the first keys; a key added later has no row and answers its default.
    expect(meta.filter((entry) => entry.id === null).map((entry) => entry.key)).toEqual([
      'deadlineRules',
      'candidateDocumentLimits',
    ]);
    expect(values.candidateDocumentLimits).toEqual({ photoMb: 2, cvMb: 5 });
  });

  it.each([
    ['licenceWarningDays', 0, 'value', 'Enter a whole number of days from 1 to 365.'],
    ['licenceWarningDays', 366, 'value', 'Enter a whole number of days from 1 to 365.'],
    ['licenceWarningDays', 1.5, 'value', 'Enter a whole number of days from 1 to 365.'],
    // Text is read as typed in any digits ("٩٠" is 90, contracts digits.ts); text that is no number is refused.
    ['licenceWarningDays', '9x', 'value', 'Enter a number'],
    ['bulkRequestMaxCandidates', 101, 'value', 'Enter a whole number from 1 to 100.'],
    ['responseDeadlines', { agencyDays: 61, embassyDays: 3 }, 'value.agencyDays', 'from 1 to 60'],
    [
      'deadlineRules',
      {
        ...SETTING_DEFAULTS.deadlineRules,
        counting: { ...SETTING_DEFAULTS.deadlineRules.counting, arrival: 'weekly' },
      },
      'value.counting.arrival',
      'Choose calendar days or working days.',
    ],
    ['contractTermsVersion', 'v2', 'value', 'Enter a version such as 1.0 or 2.1.3.'],
    [
      'candidateDocumentLimits',
      { photoMb: 11, cvMb: 5 },
      'value.photoMb',
      'Enter a whole number of megabytes from 1 to 10.',
    ],
    [
      'candidateDocumentLimits',
      { photoMb: 2, cvMb: 2.5 },
      'value.cvMb',
      'Enter a whole number of megabytes from 1 to 20.',
    ],
    [
      'supportContacts',
      { phone: 'call us', email: 'nobody', hoursAr: ' ', hoursEn: 'Sun-Thu' },
      'value.email',
      'Enter a valid e-mail address.',
    ],
  ])('validates %s = %j with its own schema', async (key, value, field, message) => {
    const res = await put(key, value);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fieldErrors[field].join(' ')).toContain(message);
  });

  it('answers field errors in the caller language', async () => {
    const res = await put(
      'supportContacts',
      { phone: 'x', email: 'y', hoursAr: '', hoursEn: 'ok' },
      { ...admin, ...AR },
    );
    expect(res.statusCode).toBe(400);
    const errors = res.json().fieldErrors;
    expect(Object.keys(errors).sort()).toEqual(['value.email', 'value.hoursAr', 'value.phone']);
    expect(errors['value.email']).toEqual(['أدخل بريدًا إلكترونيًا صحيحًا.']);
    expect((await put('noSuchKey', 1)).statusCode).toBe(404);
  });

  it('saves a valid value with its history (who, what, when); unchanged values write nothing', async () => {
    const res = await put('licenceWarningDays', 60);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      value: 60,
      meta: { key: 'licenceWarningDays', updatedBy: { name: { en: 'Sara Al-Qahtani' } } },
    });
    expect((await put('licenceWarningDays', 60)).statusCode).toBe(200);
    const contacts = { ...SETTING_DEFAULTS.supportContacts, phone: '+966 11 222 3333' };
    expect((await put('supportContacts', contacts)).statusCode).toBe(200);
    const { values, meta } = await read();
    expect(values.licenceWarningDays).toBe(60);
    const warningId = meta.find((entry) => entry.key === 'licenceWarningDays')!.id!;
    const history = (await get(`/api/history/setting/${warningId}`)).json();
    expect(history.total).toBe(1);
    expect(historyEntrySchema.parse(history.items[0])).toMatchObject({
      action: 'update',
      changes: { value: { from: 90, to: 60 } },
    });
    const contactsId = meta.find((entry) => entry.key === 'supportContacts')!.id!;
    const contactsHistory = (await get(`/api/history/setting/${contactsId}`)).json();
    expect(contactsHistory.items[0].changes).toEqual({
      phone: { from: '+966 11 000 0000', to: '+966 11 222 3333' },
    });
  });

  it('saves the candidate document limits (first save creates the row), refused in Arabic too', async () => {
    const ar = await put('candidateDocumentLimits', { photoMb: 0, cvMb: 21 }, { ...admin, ...AR });
    expect(ar.statusCode).toBe(400);
    expect(ar.json().fieldErrors).toEqual({
      'value.photoMb': ['أدخل عددًا صحيحًا من الميغابايت بين 1 و10.'],
      'value.cvMb': ['أدخل عددًا صحيحًا من الميغابايت بين 1 و20.'],
    });
    const res = await put('candidateDocumentLimits', { photoMb: 1, cvMb: 20 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      value: { photoMb: 1, cvMb: 20 },
      meta: { key: 'candidateDocumentLimits' },
    });
    const { values, meta } = await read();
    expect(values.candidateDocumentLimits).toEqual({ photoMb: 1, cvMb: 20 });
    const id = meta.find((entry) => entry.key === 'candidateDocumentLimits')!.id!;
    const history = (await get(`/api/history/setting/${id}`)).json();
    expect(history.items[0]).toMatchObject({
      action: 'create',
      changes: { photoMb: { from: 2, to: 1 }, cvMb: { from: 5, to: 20 } },
    });
  });

  it('answers the support contacts to anyone, with an ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['supportContacts']);
    expect(res.json().supportContacts.email).toBe(SETTING_DEFAULTS.supportContacts.email);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/settings/public',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses office (no ADMIN) and an admin with LOOKUP READ only cannot write', async () => {
    expect((await get('/api/settings', office)).statusCode).toBe(403);
    expect((await put('licenceWarningDays', 30, office)).statusCode).toBe(403);
    const [user] = await t.database.db.select().from(users).where(eq(users.username, 'admin'));
    await t.database.db
      .update(memberships)
      .set({ accessRights: [{ module: 'LOOKUP', access: 'READ' }] })
      .where(eq(memberships.userId, user!.id));
    try {
      expect((await get('/api/settings')).statusCode).toBe(200);
      expect((await put('licenceWarningDays', 30)).statusCode).toBe(403);
    } finally {
      await t.database.db
        .update(memberships)
        .set({ accessRights: [] })
        .where(eq(memberships.userId, user!.id));
    }
  });
});
