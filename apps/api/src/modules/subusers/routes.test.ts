import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subUserCreatedSchema, subUserListSchema } from '@portal/contracts/subusers';
import { users } from '../../db/schema/index';
import { withCurrentVersion } from '../../test-support/current-version';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const HR_READ_ONLY = [{ module: 'HR_POOL', access: 'READ' }];

describe('/api/subusers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extend: (app) => {
        // A route guarded like the HR pool list: the sub-user's rights decide.
        app.get(
          '/api/test/hr-pool',
          { config: { access: { module: 'HR_POOL', permission: 'READ' } } },
          async () => ({
            ok: true,
          }),
        );
      },
    });
  });
  afterAll(async () => t?.close());

  /** A call as a demo user; an edit carries the sub-user's current version, as a form that has just read it. */
  const call = async (username: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const body =
      method === 'PUT' && payload ? await withCurrentVersion(t.database.db, url, payload) : payload;
    return t.app.inject({
      method,
      url,
      headers: await t.headersFor(username),
      ...(body && { payload: body }),
    });
  };

  const create = (username: string, by = 'office', rights: object[] = HR_READ_ONLY) =>
    call(by, 'POST', '/api/subusers', {
      username,
      nameAr: 'مستخدم',
      nameEn: 'Sub user',
      email: `${username}@example.test`,
      accessRights: rights,
    });

  it('creates a sub-user of the caller establishment with every module explicit and a one-time password', async () => {
    const res = await create('office-clerk');
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = subUserCreatedSchema.parse(res.json());
    // Test apps run without the embedded provider but with no external issuer: embedded mode.
    expect(body.oneTimePassword).toMatch(/^[A-Za-z0-9]{14}$/);
    expect(body.subUser.accessRights).toEqual([
      { module: 'EMPLOYMENT_REQUEST', access: 'NONE' },
      { module: 'HR_POOL', access: 'READ' },
      { module: 'LOOKUP', access: 'NONE' },
      { module: 'ORGANIZATION', access: 'NONE' },
      { module: 'PARTNERSHIP_CONTRACT', access: 'NONE' },
    ]);
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'office-clerk'));
    expect(row).toMatchObject({ mustChangePassword: true, subject: String(row?.id) });
    expect(row?.passwordHash).not.toContain(body.oneTimePassword);

    const list = subUserListSchema.parse((await call('office', 'GET', '/api/subusers')).json());
    expect(list.items.map((s) => s.username)).toContain('office-clerk');
    expect(list.items.map((s) => s.username)).toContain('office-sub');
    const other = subUserListSchema.parse((await call('company', 'GET', '/api/subusers')).json());
    expect(other.items.map((s) => s.username)).not.toContain('office-clerk');
  });

  it('refuses a taken username (409) and bad fields (400)', async () => {
    expect((await create('OFFICE-CLERK')).statusCode).toBe(409);
    const bad = await call('office', 'POST', '/api/subusers', {
      username: 'x',
      nameAr: '',
      email: 'no',
      accessRights: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['email', 'nameAr', 'nameEn', 'username']);
  });

  it('applies a change of rights and a deactivation on the next request', async () => {
    const created = subUserCreatedSchema.parse((await create('office-reader')).json());
    const id = created.subUser.id;
    expect((await call('office-reader', 'GET', '/api/test/hr-pool')).statusCode).toBe(200);

    const none = await call('office', 'PUT', `/api/subusers/${id}/rights`, {
      accessRights: [{ module: 'HR_POOL', access: 'NONE' }],
    });
    expect(none.statusCode).toBe(200);
    expect((await call('office-reader', 'GET', '/api/test/hr-pool')).statusCode).toBe(403);

    await call('office', 'PUT', `/api/subusers/${id}/rights`, { accessRights: HR_READ_ONLY });
    expect((await call('office-reader', 'GET', '/api/test/hr-pool')).statusCode).toBe(200);

    expect(
      (await call('office', 'PUT', `/api/subusers/${id}/status`, { active: false })).json(),
    ).toMatchObject({
      active: false,
    });
    const refused = await call('office-reader', 'GET', '/api/test/hr-pool');
    expect(refused.statusCode).toBe(403);
    await call('office', 'PUT', `/api/subusers/${id}/status`, { active: true });
    expect((await call('office-reader', 'GET', '/api/test/hr-pool')).statusCode).toBe(200);
  });

  it('lets only PRO_COMPANY, PRO_OFFICE, EPRO and ADMIN change rights', async () => {
    // FMOL sends no rights: its sub-users get the creator's (rights-rule.test.ts).
    const created = subUserCreatedSchema.parse(
      (
        await call('fmol-ph', 'POST', '/api/subusers', {
          username: 'fmol-clerk',
          nameAr: 'مستخدم',
          nameEn: 'Sub user',
          email: 'fmol-clerk@example.test',
        })
      ).json(),
    );
    const res = await call('fmol-ph', 'PUT', `/api/subusers/${created.subUser.id}/rights`, {
      accessRights: [{ module: 'HR_POOL', access: 'WRITE' }],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/may not change the permissions/);
    // FMOL may still deactivate its sub-user.
    expect(
      (await call('fmol-ph', 'PUT', `/api/subusers/${created.subUser.id}/status`, { active: false }))
        .statusCode,
    ).toBe(200);
  });

  it('is closed to sub-users, to roles without sub-users and to other establishments (404)', async () => {
    expect((await call('office-sub', 'GET', '/api/subusers')).statusCode).toBe(403);
    expect((await create('sub-of-sub', 'office-sub')).statusCode).toBe(403);
    expect((await call('employer', 'GET', '/api/subusers')).statusCode).toBe(403);
    const [sub] = await t.database.db.select().from(users).where(eq(users.username, 'office-sub'));
    expect((await call('office', 'GET', `/api/subusers/${sub?.id}`)).statusCode).toBe(200);
    expect((await call('company', 'GET', `/api/subusers/${sub?.id}`)).statusCode).toBe(404);
    expect(
      (await call('company', 'PUT', `/api/subusers/${sub?.id}/status`, { active: false })).statusCode,
    ).toBe(404);
  });
});
