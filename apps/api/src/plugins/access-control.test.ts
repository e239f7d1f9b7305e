import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memberships, users } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test-support/test-app';

const FORBIDDEN = 'Sorry, you are not allowed to perform this action.';

describe('access control', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extend: (app) => {
        const ok = async () => ({ ok: true });
        app.get(
          '/api/test/contracts',
          { config: { access: { module: 'PARTNERSHIP_CONTRACT', permission: 'READ' } } },
          ok,
        );
        app.post(
          '/api/test/requests',
          { config: { access: { module: 'EMPLOYMENT_REQUEST', permission: 'WRITE' } } },
          ok,
        );
        app.post(
          '/api/test/candidates',
          { config: { access: { module: 'HR_POOL', permission: 'WRITE' } } },
          ok,
        );
        app.get('/api/test/admin', { config: { access: { roles: ['ADMIN'] } } }, ok);
        app.get('/api/test/subusers', { config: { access: { excludeSubUsers: true } } }, ok);
        app.get('/api/test/undeclared', ok);
      },
    });
  });
  afterAll(() => t.close());

  const get = async (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers });

  it('lets a member through with matching headers', async () => {
    const response = await get('/api/test/contracts', await t.headersFor('office'));
    expect(response.statusCode).toBe(200);
  });

  it('answers 403 when no establishment is named', async () => {
    const { 'x-establishment': _e, ...headers } = await t.headersFor('office');
    const response = await get('/api/test/contracts', headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Choose an establishment first.');
  });

  it('answers 403 for an establishment the person does not belong to', async () => {
    const own = await t.headersFor('office');
    const other = await t.headersFor('company');
    const response = await get('/api/test/contracts', {
      ...own,
      'x-establishment': other['x-establishment']!,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You are not a member of the selected establishment.');
    const unknown = await get('/api/test/contracts', { ...own, 'x-establishment': '999-999' });
    expect(unknown.statusCode).toBe(403);
    const garbage = await get('/api/test/contracts', { ...own, 'x-establishment': 'drop table' });
    expect(garbage.statusCode).toBe(403);
  });

  it('answers 403 for a role or organisation that does not match the membership', async () => {
    const headers = await t.headersFor('office');
    const role = await get('/api/test/contracts', { ...headers, 'x-role': 'ADMIN' });
    expect(role.statusCode).toBe(403);
    expect(role.json().message).toBe(
      'The selected role does not match your membership of this establishment.',
    );
    const org = await get('/api/test/contracts', { ...headers, 'x-organization-id': '1' });
    expect(org.statusCode).toBe(403);
  });

  it('answers 401 before looking at headers when the token is bad', async () => {
    const headers = await t.headersFor('office');
    const response = await get('/api/test/contracts', { ...headers, authorization: 'Bearer nope' });
    expect(response.statusCode).toBe(401);
  });

  it('applies the membership rights of a sub-user (spec 6)', async () => {
    const sub = await t.headersFor('office-sub');
    expect((await get('/api/test/contracts', sub)).statusCode).toBe(403);
    expect((await get('/api/test/contracts', sub)).json().message).toBe(FORBIDDEN);
    expect((await t.app.inject({ method: 'POST', url: '/api/test/requests', headers: sub })).statusCode).toBe(
      200,
    );
    const hrWrite = await t.app.inject({
      method: 'POST',
      url: '/api/test/candidates',
      headers: { ...sub, 'accept-language': 'ar-SA' },
    });
    expect(hrWrite.statusCode).toBe(403);
    expect(hrWrite.json().message).toBe('عذرًا، غير مسموح لك بتنفيذ هذا الإجراء.');
    expect((await get('/api/test/subusers', sub)).statusCode).toBe(403);
    expect((await get('/api/test/subusers', await t.headersFor('office'))).statusCode).toBe(200);
  });

  it('checks the allowed roles', async () => {
    expect((await get('/api/test/admin', await t.headersFor('office'))).statusCode).toBe(403);
    expect((await get('/api/test/admin', await t.headersFor('admin'))).statusCode).toBe(200);
  });

  it('uses the role of the membership the headers name (multi)', async () => {
    const asOffice = await t.headersFor('multi', 0);
    const asAgency = await t.headersFor('multi', 1);
    expect(asOffice['x-role']).toBe('PRO_OFFICE');
    expect(asAgency['x-role']).toBe('EPRO');
    expect((await get('/api/test/contracts', asAgency)).statusCode).toBe(200);
    expect((await get('/api/test/contracts', { ...asAgency, 'x-role': 'PRO_OFFICE' })).statusCode).toBe(403);
  });

  it('applies a rights change on the next request', async () => {
    const headers = await t.headersFor('office-sub');
    const [sub] = await t.database.db.select().from(users).where(eq(users.username, 'office-sub'));
    await t.database.db
      .update(memberships)
      .set({ accessRights: [{ module: 'PARTNERSHIP_CONTRACT', access: 'READ' }] })
      .where(eq(memberships.userId, sub!.id));
    expect((await get('/api/test/contracts', headers)).statusCode).toBe(200);
    await t.database.db.update(memberships).set({ active: false }).where(eq(memberships.userId, sub!.id));
    expect((await get('/api/test/contracts', headers)).statusCode).toBe(403);
  });

  it('fails closed on a route without a declaration', async () => {
    expect((await get('/api/test/undeclared', {})).statusCode).toBe(403);
  });
});

describe('access declarations', () => {
  it('every registered route declares config.access', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>portal</title>');
    const routes: RouteOptions[] = [];
    const t = await createTestApp({
      env: { WEB_DIST_DIR: webDist },
      serveWeb: true,
      onRoute: (route) => {
        routes.push(route);
      },
    });
    try {
      // The embedded sign-in service under /auth speaks OpenID Connect, not the portal API.
      const undeclared = routes
        .filter((route) => !route.url.startsWith('/auth'))
        .filter((route) => !route.config?.access)
        .map((route) => `${String(route.method)} ${route.url}`);
      expect(routes.some((route) => route.url === '/api/me')).toBe(true);
      expect(undeclared).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
