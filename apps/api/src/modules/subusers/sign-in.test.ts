import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subUserCreatedSchema } from '@portal/contracts/subusers';
import { CSRF_COOKIE, HEADERS } from '@portal/contracts/http-headers';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { openSignInPage, postForm, signInWithPassword } from '../../plugins/identity/test-support/sign-in';
import { openTestDatabase, testConfig } from '../../plugins/identity/test-support/test-app';
import { withCurrentVersion } from '../../test-support/current-version';

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

  /** A sub-user edit on the version just read (decision 0039), which must succeed. */
  const edit = async (headers: Record<string, string>, url: string, payload: object) => {
    const res = await app.inject({
      method: 'PUT',
      url,
      headers,
      payload: await withCurrentVersion(database.db, url, payload),
    });
    expect(res.statusCode, res.body).toBe(200);
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

    const { browser, res: page, action } = await openSignInPage(app);
    const form = await postForm(browser, page, action, {
      username: 'office-newbie',
      password: oneTimePassword,
    });
    expect(form.body).toContain('Choose a new password');
    const change = /<form[^>]*action="([^"]+)"/.exec(form.body)?.[1] ?? '';
    const ticket = /name="ticket" value="([^"]+)"/.exec(form.body)?.[1] ?? '';
    const done = await postForm(browser, page, change, {
      ticket,
      newPassword: 'my-own-secret-1',
      confirmPassword: 'my-own-secret-1',
    });
    expect(done.status).toBe(303);

    const token = (await signInWithPassword(app, 'office-newbie', 'my-own-secret-1')).accessToken;
    const sub = await headers(token);
    expect((await app.inject({ url: '/api/test/hr-pool', headers: sub })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/subusers', headers: sub })).statusCode).toBe(403);

    await edit(office, `/api/subusers/${subUser.id}/rights`, {
      accessRights: [{ module: 'HR_POOL', access: 'NONE' }],
    });
    // Same token, next request: refused.
    expect((await app.inject({ url: '/api/test/hr-pool', headers: sub })).statusCode).toBe(403);

    await edit(office, `/api/subusers/${subUser.id}/status`, { active: false });
    expect(
      (await app.inject({ url: '/api/me', headers: { authorization: `Bearer ${token}` } })).json(),
    ).toMatchObject({
      memberships: [],
    });
  });
});
