import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { signInWithPassword } from './test-support/sign-in';
import { insertUser, openTestDatabase, testConfig } from './test-support/test-app';
import type { FastifyInstance } from 'fastify';

describe('embedded sign-in inside the whole API', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    await insertUser(database, { username: 'idp-full' });
    app = await buildApp({ config: testConfig(), database, logger: false, serveWeb: false });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('issues tokens the API accepts', async () => {
    const { accessToken } = await signInWithPassword(app, 'idp-full', 'demo');
    const me = await app.inject({ url: '/api/me', headers: { authorization: `Bearer ${accessToken}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ profile: { username: 'idp-full' } });
  });

  it('keeps its pages free of inline script under the API security headers', async () => {
    const res = await app.inject({ url: '/auth/session/end', headers: { host: 'portal.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('sha256');
  });
});
