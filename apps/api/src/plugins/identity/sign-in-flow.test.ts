import type { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { loadProviderContext } from './provider-context';
import { createBrowser } from './test-support/browser';
import { discover, refreshTokens, signInWithPassword } from './test-support/sign-in';
import { buildIdentityApp, insertUser, openTestDatabase, TEST_PUBLIC_URL } from './test-support/test-app';

const ISSUER = `${TEST_PUBLIC_URL}/auth`;

describe('embedded sign-in: authorization code + PKCE', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let officeId: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    officeId = await insertUser(database, { username: 'idp-office' });
    app = await buildIdentityApp(database);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('publishes a discovery document for the issuer', async () => {
    const doc = (await discover(app)) as unknown as Record<string, unknown>;
    expect(doc.issuer).toBe(ISSUER);
    expect(doc.authorization_endpoint).toBe(`${ISSUER}/auth`);
    expect(doc.token_endpoint).toBe(`${ISSUER}/token`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.scopes_supported).not.toContain('api');
    expect(doc.ui_locales_supported).toEqual(['en-US', 'ar-SA']);
    const jwks = await app.inject({ url: '/auth/jwks', headers: { host: 'portal.test' } });
    const keys = (jwks.json() as { keys: Record<string, unknown>[] }).keys;
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.d === undefined && key.alg === 'RS256')).toBe(true);
  });

  it('signs in with the password form and issues a JWT access token for the API', async () => {
    const tokens = await signInWithPassword(app, 'idp-office', 'demo');
    const { payload, protectedHeader } = await jwtVerify(tokens.accessToken, app.embeddedIdentity!.keys, {
      issuer: ISSUER,
      audience: 'portal-api',
      algorithms: ['RS256'],
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.sub).toBe(String(officeId));
    expect(payload.client_id).toBe('portal-web');
    expect(tokens.refreshToken).not.toBe('');
    const id = decodeJwt(tokens.idToken);
    expect(id).toMatchObject({
      iss: ISSUER,
      aud: 'portal-web',
      sub: String(officeId),
      preferred_username: 'idp-office',
      name: 'idp-office (en)',
      email: 'idp-office@example.test',
      email_verified: true,
    });
  });

  it("leaves the library's request context disabled once its requests have answered", async () => {
    // The storage oidc-provider runs its requests in (the one releasingContext disables).
    const context = await loadProviderContext();
    const run = vi.spyOn(context as unknown as AsyncLocalStorage<unknown>, 'run');
    const disable = vi.spyOn(context, 'disable');
    try {
      const tokens = await signInWithPassword(app, 'idp-office', 'demo');
      expect(tokens.accessToken).not.toBe('');
      expect(run).toHaveBeenCalled();
      expect(disable).toHaveBeenCalled();
      expect((context as unknown as AsyncLocalStorage<unknown>).getStore()).toBeUndefined();
    } finally {
      run.mockRestore();
      disable.mockRestore();
    }
  });

  it('uses and rotates refresh tokens', async () => {
    const first = await signInWithPassword(app, 'idp-office', 'demo');
    const second = await refreshTokens(app, first.refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const { payload } = await jwtVerify(second.accessToken, app.embeddedIdentity!.keys, {
      issuer: ISSUER,
      audience: 'portal-api',
    });
    expect(payload.sub).toBe(String(officeId));
    await expect(refreshTokens(app, second.refreshToken)).resolves.toMatchObject({
      idToken: expect.any(String),
    });
  });

  it('accepts the api scope when the client asks for it, without a consent page', async () => {
    const tokens = await signInWithPassword(app, 'idp-office', 'demo', {
      scope: 'openid profile offline_access api',
    });
    expect(decodeJwt(tokens.accessToken).scope).toBe('api');
  });

  it('keeps the provider session: a second authorization needs no password', async () => {
    const browser = createBrowser(app);
    await signInWithPassword(app, 'idp-office', 'demo', { browser });
    await expect(signInWithPassword(app, 'idp-office', 'wrong', { browser })).resolves.toMatchObject({
      accessToken: expect.any(String),
    });
  });

  it('refuses a wrong password with a clear message and no code', async () => {
    await expect(signInWithPassword(app, 'idp-office', 'wrong')).rejects.toThrow(
      'Incorrect username or password.',
    );
  });

  it('rejects a code exchange without the PKCE verifier', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: { host: 'portal.test', 'content-type': 'application/x-www-form-urlencoded' },
      payload:
        'grant_type=authorization_code&code=abc&redirect_uri=http%3A%2F%2Fportal.test%2Flogin%2Fcallback&client_id=portal-web',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_grant' });
  });
});
