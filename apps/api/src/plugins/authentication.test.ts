import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('access token verification', () => {
  let t: TestApp;
  let officeSubject: string;
  beforeAll(async () => {
    t = await createTestApp();
    const [office] = await t.database.db.select().from(users).where(eq(users.username, 'office'));
    officeSubject = office!.subject!;
  });
  afterAll(() => t.close());

  const me = (authorization?: string, language?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { ...(authorization && { authorization }), ...(language && { 'accept-language': language }) },
    });

  it('accepts a valid token', async () => {
    const response = await me(`Bearer ${await t.tokens.sign({ sub: officeSubject })}`);
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'Bearer not.a.jwt'],
    ['another scheme', 'Basic b2ZmaWNlOmRlbW8='],
  ])('answers 401 with the error body for %s', async (_label, authorization) => {
    const response = await me(authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Your session is not valid or has expired. Please sign in again.',
    });
  });

  it('answers 401 for an expired token, in Arabic when asked', async () => {
    const token = await t.tokens.sign(
      { sub: officeSubject },
      { expiresAt: Math.floor(Date.now() / 1000) - 60 },
    );
    const response = await me(`Bearer ${token}`, 'ar-SA');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.');
  });

  it('answers 401 for a wrong signature', async () => {
    const token = await t.tokens.sign({ sub: officeSubject }, { key: await t.tokens.foreignKey() });
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('answers 401 for a wrong audience or issuer', async () => {
    const wrongAudience = await t.tokens.sign({ sub: officeSubject }, { audience: 'another-api' });
    expect((await me(`Bearer ${wrongAudience}`)).statusCode).toBe(401);
    const wrongIssuer = await t.tokens.sign({ sub: officeSubject }, { issuer: 'https://evil.example' });
    expect((await me(`Bearer ${wrongIssuer}`)).statusCode).toBe(401);
  });

  it('answers 401 for an unsigned token', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: officeSubject, exp: 9999999999 })).toString(
      'base64url',
    );
    expect((await me(`Bearer ${header}.${payload}.`)).statusCode).toBe(401);
  });

  it('answers 401 for an unknown subject', async () => {
    expect((await me(`Bearer ${await t.tokens.sign({ sub: 'nobody' })}`)).statusCode).toBe(401);
  });

  it('links an external subject to the account with the same verified e-mail', async () => {
    await t.database.db.update(users).set({ subject: null }).where(eq(users.username, 'company'));
    const unverified = await t.tokens.sign({ sub: 'sso|42', email: 'khalid@saudiskills.example.sa' });
    expect((await me(`Bearer ${unverified}`)).statusCode).toBe(401);
    const verified = await t.tokens.sign({
      sub: 'sso|42',
      email: 'KHALID@saudiskills.example.sa',
      email_verified: true,
    });
    const response = await me(`Bearer ${verified}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.username).toBe('company');
  });

  it('answers 401 for a disabled account, at once', async () => {
    const token = `Bearer ${await t.tokenFor('samol')}`;
    expect((await me(token)).statusCode).toBe(200);
    await t.database.db.update(users).set({ active: false }).where(eq(users.username, 'samol'));
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Your account is disabled.');
  });
});
