import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInKingdom } from '@portal/contracts/constants';
import { users } from '../../db/schema/index';
import { solvedCaptcha, submitRegistration } from '../../test-support/registrations';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { multipartBody, PDF_BYTES } from '../uploads/multipart-body.test-support';
import { takeClaim } from './repository';

/**
 * The admins' queues (decision 0061): licence requests and registrations. A colleague's claim is
 * written directly (the demo has one admin): it refuses the admin's decision, naming the holder.
 */
describe("claims on the admins' licence and registration queues", () => {
  let t: TestApp;
  beforeAll(async () => {
    process.env.CAPTCHA_MAX_NUMBER = '2000';
    t = await createTestApp();
  });
  afterAll(async () => {
    delete process.env.CAPTCHA_MAX_NUMBER;
    await t?.close();
  });

  const as = async (username: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: await t.headersFor(username), ...(payload && { payload }) });
  const colleague = async () => {
    // Another programme person: samol's user stands in for a second admin holding the claim.
    const [user] = await t.database.db.select().from(users).where(eq(users.username, 'samol'));
    return user!;
  };
  const licenceRequest = async () => {
    const body = multipartBody(
      { licenseNumber: 'CLAIM-1', licenseDate: todayInKingdom(new Date(Date.now() + 400 * 86_400_000)) },
      [{ name: 'document', filename: 'licence.pdf', bytes: PDF_BYTES }],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/licenseRequests',
      headers: { ...(await t.headersFor('agency-id')), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const registration = async () => {
    const fields = {
      organizationType: 'EPRO',
      nameAr: 'وكالة المراجعة',
      nameEn: 'Review Agency',
      countryId: '1',
      licenseNumber: 'PH-2026-99',
      contactName: 'Ana Reyes',
      contactPhone: '+63 912 345 6700',
      email: 'ana@review.example',
      captcha: await solvedCaptcha(t),
    };
    const res = await submitRegistration(t, fields, [
      { name: 'documents', filename: 'licence.pdf', bytes: PDF_BYTES },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const list = await as('admin', 'GET', `/api/registrations?q=${res.json().reference}`);
    return list.json().items[0].id as number;
  };

  it('a licence request: claimed, shown to admins only, a colleague’s claim refuses the decision', async () => {
    const id = await licenceRequest();
    const claimed = await as('admin', 'POST', `/api/licenseRequests/${id}/claim`);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().claim.claimedBy.name.en).toBe('Sara Al-Qahtani');
    expect((await as('admin', 'GET', `/api/licenseRequests/${id}`)).json().claim).toEqual(
      claimed.json().claim,
    );
    const mine = await as('agency-id', 'GET', `/api/licenseRequests/${id}`);
    expect(mine.json()).not.toHaveProperty('claim');

    // The admin releases it; a colleague claims it; the admin's approval is refused naming them.
    expect((await as('admin', 'DELETE', `/api/licenseRequests/${id}/claim`)).json()).toEqual({ claim: null });
    const other = await colleague();
    expect(await takeClaim(t.database.db, { type: 'licenceRequest', id }, other.id, new Date())).toBe(true);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/licenseRequests/${id}/approve`,
      headers: { ...(await t.headersFor('admin')), 'accept-language': 'ar-SA' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(other.nameAr);
    // An admin releases anyone's claim; then the approval goes through and no claim remains.
    expect((await as('admin', 'DELETE', `/api/licenseRequests/${id}/claim`)).statusCode).toBe(200);
    const approved = await as('admin', 'POST', `/api/licenseRequests/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await as('admin', 'POST', `/api/licenseRequests/${id}/claim`)).statusCode).toBe(409);
  });

  it("a registration: a colleague's claim refuses the decision naming them; the holder's decision ends it", async () => {
    const id = await registration();
    const other = await colleague();
    expect(await takeClaim(t.database.db, { type: 'registration', id }, other.id, new Date())).toBe(true);
    const row = (await as('admin', 'GET', `/api/registrations?q=Review%20Agency`)).json().items[0];
    expect(row.claim.claimedBy.name.en).toBe(other.nameEn);
    const claim = await as('admin', 'POST', `/api/registrations/${id}/claim`);
    expect(claim.statusCode).toBe(409);
    expect(claim.json().message).toContain(other.nameEn);
    const refused = await as('admin', 'POST', `/api/registrations/${id}/decision`, { decision: 'REJECTED' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(other.nameEn);

    expect((await as('admin', 'DELETE', `/api/registrations/${id}/claim`)).statusCode).toBe(200);
    expect((await as('admin', 'POST', `/api/registrations/${id}/claim`)).statusCode).toBe(200);
    const decided = await as('admin', 'POST', `/api/registrations/${id}/decision`, { decision: 'REJECTED' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await as('admin', 'GET', `/api/registrations/${id}`)).json().claim).toBeNull();
  });
});
