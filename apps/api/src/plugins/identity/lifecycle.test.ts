import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { createBrowser } from './test-support/browser';
import { discover, refreshTokens, signInWithPassword } from './test-support/sign-in';
import { buildIdentityApp, insertUser, openTestDatabase, testConfig } from './test-support/test-app';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe('embedded sign-in: restart, sign-out, errors, CORS', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    await insertUser(database, { username: 'idp-office' });
    app = await buildIdentityApp(database);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('keeps signing keys and refresh tokens across a restart', async () => {
    const before = await buildIdentityApp(database);
    const tokens = await signInWithPassword(before, 'idp-office', 'demo');
    await before.close();
    const after = await buildIdentityApp(database);
    try {
      const { payload } = await jwtVerify(tokens.accessToken, after.embeddedIdentity!.keys, {
        issuer: after.embeddedIdentity!.issuer,
        audience: 'portal-api',
      });
      expect(payload.sub).toBeTruthy();
      const renewed = await refreshTokens(after, tokens.refreshToken);
      expect(decodeJwt(renewed.accessToken).sub).toBe(payload.sub);
    } finally {
      await after.close();
    }
  });

  it('signs out: ends the provider session, revokes the grant and returns to the portal', async () => {
    const browser = createBrowser(app);
    const tokens = await signInWithPassword(app, 'idp-office', 'demo', { browser });
    const { end_session_endpoint } = await discover(app, browser);
    const url = new URL(end_session_endpoint!);
    url.search = new URLSearchParams({
      id_token_hint: tokens.idToken,
      post_logout_redirect_uri: 'http://portal.test/',
      state: 'bye',
    }).toString();
    const page = await browser.send(url.href);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html lang="en-US" dir="ltr">');
    expect(page.body).toContain('data-auto-submit');
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const done = await browser.send(new URL(action, page.url).href, { form: { xsrf, logout: 'yes' } });
    expect(done.status).toBe(303);
    expect(done.location).toBe('http://portal.test/?state=bye');
    await expect(refreshTokens(app, tokens.refreshToken)).rejects.toThrow('invalid_grant');
    await expect(signInWithPassword(app, 'idp-office', 'wrong', { browser })).rejects.toThrow(
      'Incorrect username or password.',
    );
  });

  it('asks before signing out a session without an id_token_hint, in Arabic when asked', async () => {
    const browser = createBrowser(app);
    await signInWithPassword(app, 'idp-office', 'demo', { browser });
    const page = await browser.send('http://portal.test/auth/session/end?ui_locales=ar-SA');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html lang="ar-SA" dir="rtl">');
    expect(page.body).not.toContain('data-auto-submit');
    expect(page.body).toContain('name="logout" value="yes"');
    expect(page.body).toContain('تسجيل الخروج');
  });

  it('replaces the self-submitting form of a session-less sign-out (no inline script)', async () => {
    const res = await app.inject({ url: '/auth/session/end', headers: { host: 'portal.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-auto-submit');
    expect(res.body).toContain('name="logout" value="yes"');
    expect(res.body).toContain('action="http://portal.test/auth/session/end/confirm"');
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(res.headers['content-security-policy']).not.toContain('sha256');
  });

  it('renders bilingual error pages without internals', async () => {
    const res = await app.inject({
      url: '/auth/auth?client_id=unknown&response_type=code&scope=openid',
      headers: { host: 'portal.test', 'accept-language': 'ar-SA' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('<html lang="ar-SA" dir="rtl">');
    expect(res.body).toContain('حدث خطأ ما');
    expect(res.body).toContain('invalid_client');
    expect(res.body).not.toMatch(/at .*\.js:\d+/);
    const english = await app.inject({
      url: '/auth/auth?client_id=unknown',
      headers: { host: 'portal.test' },
    });
    expect(english.body).toContain('Something went wrong');
  });

  it('allows the portal origin to call the token endpoint (CORS), not others', async () => {
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/auth/token',
        headers: { host: 'portal.test', origin, 'access-control-request-method': 'POST' },
      });
    const ok = await preflight('http://portal.test');
    expect(ok.headers['access-control-allow-origin']).toBe('http://portal.test');
    const tokenCall = await app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: {
        host: 'portal.test',
        origin: 'http://evil.test',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=refresh_token&refresh_token=x&client_id=portal-web',
    });
    expect(tokenCall.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('registers the Vite dev server callback in development only', async () => {
    const dev = await buildIdentityApp(database, testConfig({ NODE_ENV: 'development' }));
    try {
      const tokens = await signInWithPassword(dev, 'idp-office', 'demo', {
        redirectUri: 'http://localhost:5173/login/callback',
      });
      expect(tokens.accessToken).toBeTruthy();
    } finally {
      await dev.close();
    }
    await expect(
      signInWithPassword(app, 'idp-office', 'demo', { redirectUri: 'http://localhost:5173/login/callback' }),
    ).rejects.toThrow();
  });

  it('works over a real socket with fetch', async () => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const served = await buildIdentityApp(database, testConfig({ PUBLIC_URL: baseUrl }));
    try {
      await served.listen({ port, host: '127.0.0.1' });
      const tokens = await signInWithPassword(baseUrl, 'idp-office', 'demo');
      const { payload } = await jwtVerify(tokens.accessToken, served.embeddedIdentity!.keys, {
        issuer: `${baseUrl}/auth`,
        audience: 'portal-api',
      });
      expect(payload.aud).toBe('portal-api');
      expect((await refreshTokens(baseUrl, tokens.refreshToken)).accessToken).toBeTruthy();
    } finally {
      await served.close();
    }
  });
});
