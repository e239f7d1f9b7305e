import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { answerSerializerCompiler } from '../../lib/answer-serializer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '@portal/contracts/access';
import errors from '../../plugins/errors';
import { partnershipCheckRoutes } from './routes';
import { enUS } from '../../i18n/en-US';
import { arSA } from '../../i18n/ar-SA';
import { callAs } from '../../test-support/call-as';
import { createShellTestApp, type ShellTestApp } from '../shell-test-app';
import { checkPendingUpdate } from './service';

describe('GET /api/partnership/contracts/check', () => {
  let t: ShellTestApp;
  beforeAll(async () => {
    t = await createShellTestApp();
  });
  afterAll(async () => t?.close());

  const get = (username: string) => callAs(t)(username, 'GET', '/api/partnership/contracts/check');

  it.each(['office', 'company', 'agency-ph'])('answers 200 { pending: false } to %s', async (username) => {
    const res = await get(username);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pending: false });
  });

  it.each(['admin', 'embassy-ph', 'fmol-ph', 'sa-embassy', 'samol', 'employer'])(
    'refuses %s with 403',
    async (username) => {
      expect((await get(username)).statusCode).toBe(403);
    },
  );

  it('refuses sub-users without partnership contracts READ (office-sub, all NONE) with 403', async () => {
    expect((await get('office-sub')).statusCode).toBe(403);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/subusers',
      headers: await t.headersFor('company'),
      payload: {
        username: 'company-nothing',
        nameAr: 'بلا صلاحيات',
        nameEn: 'No rights',
        email: 'company-nothing@example.test',
        accessRights: MODULES.map((module) => ({ module, access: 'NONE' })),
      },
    });
    expect(created.statusCode).toBe(201);
    expect((await get('company-nothing')).statusCode).toBe(403);
  });

  it('answers 409 with the spec message when an update waits, in both languages', async () => {
    const session = await t.sessionFor('office');
    const pending = async () => true;
    await expect(checkPendingUpdate(t.database.db, session, async () => false)).resolves.toEqual({
      pending: false,
    });
    const error = await checkPendingUpdate(t.database.db, session, pending).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ statusCode: 409, key: 'partnership.pendingUpdate' });
    expect(enUS['partnership.pendingUpdate']).toBe(
      'A partnership contract update is waiting for confirmation',
    );
    expect(arSA['partnership.pendingUpdate']).toMatch(/عقد شراكة/);
  });

  it('answers the 409 error body over HTTP when the partnership module reports a pending update', async () => {
    const session = await t.sessionFor('office');
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(answerSerializerCompiler);
    await app.register(errors);
    app.decorateRequest('session', null);
    app.addHook('onRequest', async (request) => {
      request.session = session;
    });
    await app.register(partnershipCheckRoutes, { database: t.database, hasPendingUpdate: async () => true });
    const en = await app.inject({ method: 'GET', url: '/api/partnership/contracts/check' });
    expect(en.statusCode).toBe(409);
    expect(en.json()).toEqual({ message: 'A partnership contract update is waiting for confirmation' });
    const ar = await app.inject({
      method: 'GET',
      url: '/api/partnership/contracts/check',
      headers: { 'accept-language': 'ar-SA' },
    });
    expect(ar.json()).toEqual({ message: arSA['partnership.pendingUpdate'] });
    await app.close();
  });
});
