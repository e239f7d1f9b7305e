import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackCreatedSchema } from '@portal/contracts/feedback';
import { feedback } from '../../db/schema/index';
import { arSA } from '../../i18n/ar-SA';
import { createShellTestApp, type ShellTestApp } from '../shell-test-app';

describe('POST /api/feedback', () => {
  let t: ShellTestApp;
  beforeAll(async () => {
    t = await createShellTestApp();
  });
  afterAll(async () => t?.close());

  const post = async (username: string, payload: unknown, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { ...(await t.headersFor(username)), ...extra },
      payload: payload as Record<string, unknown>,
    });

  it('stores the feedback with the person, establishment and language; answers 201', async () => {
    const res = await post(
      'office-sub',
      { rating: 4, message: '  Very clear menus  ', page: '/dashboard' },
      { 'accept-language': 'ar-SA,en;q=0.5' },
    );
    expect(res.statusCode).toBe(201);
    const { id } = feedbackCreatedSchema.parse(res.json());
    const [row] = await t.database.db.select().from(feedback).where(eq(feedback.id, id));
    const session = await t.sessionFor('office-sub');
    expect(row).toMatchObject({
      userId: session.user.id,
      establishmentId: session.establishment.id,
      rating: 4,
      message: 'Very clear menus',
      page: '/dashboard',
      language: 'ar-SA',
    });
  });

  it.each(['admin', 'agency-ph', 'embassy-ph-noloc', 'employer', 'samol'])(
    'is open to %s',
    async (username) => {
      expect((await post(username, { rating: 5, message: 'ok', page: '/' })).statusCode).toBe(201);
    },
  );

  it('needs a signed-in person and an establishment', async () => {
    const { authorization: _token, ...anonymous } = await t.headersFor('office');
    const payload = { rating: 5, message: 'ok', page: '/' };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/feedback', headers: anonymous, payload })).statusCode,
    ).toBe(401);
    const { 'x-establishment': _establishment, ...personOnly } = await t.headersFor('office');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/feedback', headers: personOnly, payload })).statusCode,
    ).toBe(403);
  });

  it('refuses a bad rating, an empty or too long message, with translated field errors', async () => {
    const res = await post('office', { rating: 6, message: ' ', page: '/' }, { 'accept-language': 'ar-SA' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      rating: [arSA['validation.tooBig']],
      message: [arSA['validation.required']],
    });
    const long = await post('office', { rating: 0, message: 'x'.repeat(2001), page: '/' });
    expect(Object.keys(long.json().fieldErrors).sort()).toEqual(['message', 'rating']);
    expect((await post('office', { rating: 2.5, message: 'x', page: '/' })).statusCode).toBe(400);
  });
});
