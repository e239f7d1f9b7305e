import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, HEADERS } from '@portal/contracts/http-headers';
import { signInFailuresResponseSchema } from '@portal/contracts/sign-in-failures';
import { recordSignInFailure } from '../../plugins/identity/failure-record';
import { createTestApp, TEST_CSRF_TOKEN, type TestApp } from '../../test-support/test-app';

describe('/api/me/sign-in-failures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const headersOf = async (username: string) => ({
    authorization: `Bearer ${await t.tokenFor(username)}`,
    cookie: `${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`,
    [HEADERS.csrf]: TEST_CSRF_TOKEN,
  });
  const noticeOf = async (username: string) => {
    const res = await t.app.inject({ url: '/api/me/sign-in-failures', headers: await headersOf(username) });
    expect(res.statusCode).toBe(200);
    return signInFailuresResponseSchema.parse(res.json()).notice;
  };

  it('tells the owner of wrong passwords for their account only, until acknowledged', async () => {
    expect(await noticeOf('office')).toBeNull();
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.1'])
      await recordSignInFailure(t.database.db, 'OFFICE', address);
    const notice = await noticeOf('office');
    expect(notice).toMatchObject({ attempts: 3, addresses: 2 });
    expect(await noticeOf('company')).toBeNull();

    const acknowledged = await t.app.inject({
      method: 'POST',
      url: '/api/me/sign-in-failures/acknowledge',
      headers: await headersOf('office'),
      payload: { lastAt: notice?.lastAt },
    });
    expect(acknowledged.statusCode).toBe(204);
    expect(await noticeOf('office')).toBeNull();
  });

  it('keeps failures recorded after the notice that was read', async () => {
    await recordSignInFailure(t.database.db, 'company', '198.51.100.9');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/sign-in-failures/acknowledge',
      headers: await headersOf('company'),
      payload: { lastAt: '2000-01-01T00:00:00.000Z' },
    });
    expect(res.statusCode).toBe(204);
    expect(await noticeOf('company')).toMatchObject({ attempts: 1, addresses: 1 });
  });
});
