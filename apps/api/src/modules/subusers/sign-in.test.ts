import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subUserCreatedSchema } from '@portal/contracts/subusers';
import { CSRF_COOKIE, HEADERS } from '@portal/contracts/http-headers';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { createBrowser } from '../../plugins/identity/test-support/browser';
import { discover, signInWithPassword } from '../../plugins/identity/test-support/sign-in';
import { openTestDatabase, testConfig } from '../../plugins/identity/test-support/test-app';

/** The embedded sign-in service with real tokens: the one-time password, then the forced change. */
describe('a new sub-user signs in with the embedded service', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({ config: testConfig(), database, logger: false, serveWeb: false });
    app.get(
      '/api/test/hr-pool',
      { config: { access: { module: 'HR_POOL', permission: 'READ' } } },
      async () => ({
        ok: true,
      }),
    );
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const headers = async (token: string) => {
    const me = await app.inject({ url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    const [establishment] = me.json().memberships as {
      establishment: {
        id: { laborOfficeId: number; sequenceNumber: number };
        role: string;
        organizationId: number;
      };
    }[];
    if (!establishment) throw new Error(`no establishment: ${me.body}`);
    const { id, role, organizationId } = establishment.establishment;
    return {
      authorization: `Bearer ${token}`,
      [HEADERS.establishment]: `${id.laborOfficeId}-${id.sequenceNumber}`,
      [HEADERS.role]: role,
      [HEADERS.organizationId]: String(organizationId),
      cookie: `${CSRF_COOKIE}=t`,
      [HEADERS.csrf]: 't',
    };
  };

  it('creates, changes the one-time password, then rights apply on the next request', async () => {
    const office = await headers((await signInWithPassword(app, 'office', 'demo')).accessToken);
    const res = await app.inject({
      method: 'POST',
      url: '/api/subusers',
      headers: office,
      payload: {
        username: 'office-newbie',
        nameAr: 'جديد',
        nameEn: 'Newbie',
        email: 'newbie@example.test',
        accessRights: [{ module: 'HR_POOL', access: 'READ' }],
      },
    });
    expect(res.statusCode).toBe(201);
    const { subUser, oneTimePassword } = subUserCreatedSchema.parse(res.json());
    if (!oneTimePassword) throw new Error('no one-time password in embedded mode');

    await expect(signInWithPassword(app, 'office-newbie', oneTimePassword)).rejects.toThrow(/new password/i);

    const browser = createBrowser(app);
    const { authorization_endpoint } = await discover(app, browser);
    const url = new URL(authorization_endpoint);
    url.search = new URLSearchParams({
      client_id: 'portal-web',
      redirect_uri: 'http://portal.test/login/callback',
      response_type: 'code',
      scope: 'openid profile',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }).toString();
    const page = await browser.follow(url.href, {});
    const action = /<form[^>]*action="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const form = await browser.send(new URL(action, page.url).href, {
      form: { username: 'office-newbie', password: oneTimePassword },
    });
    expect(form.body).toContain('Choose a new password');
    const change = /<form[^>]*action="([^"]+)"/.exec(form.body)?.[1] ?? '';
    const ticket = /name="ticket" value="([^"]+)"/.exec(form.body)?.[1] ?? '';
    const done = await browser.send(new URL(change, page.url).href, {
      form: { ticket, newPassword: 'my-own-secret-1', confirmPassword: 'my-own-secret-1' },
    });
    expect(done.status).toBe(303);

    const token = (await signInWithPassword(app, 'office-newbie', 'my-own-secret-1')).accessToken;
    const sub = await headers(token);
    expect((await app.inject({ url: '/api/test/hr-pool', headers: sub })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/subusers', headers: sub })).statusCode).toBe(403);

    await app.inject({
      method: 'PUT',
      url: `/api/subusers/${subUser.id}/rights`,
      headers: office,
      payload: { accessRights: [{ module: 'HR_POOL', access: 'NONE' }] },
    });
    // Same token, next request: refused.
    expect((await app.inject({ url: '/api/test/hr-pool', headers: sub })).statusCode).toBe(403);

    await app.inject({
      method: 'PUT',
      url: `/api/subusers/${subUser.id}/status`,
      headers: office,
      payload: { active: false },
    });
    expect(
      (await app.inject({ url: '/api/me', headers: { authorization: `Bearer ${token}` } })).json(),
    ).toMatchObject({
      memberships: [],
    });
  });
});
