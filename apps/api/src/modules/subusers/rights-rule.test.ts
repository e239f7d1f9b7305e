import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '@portal/contracts/access';
import { subUserCreatedSchema } from '@portal/contracts/subusers';
import { users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const ALL_NONE = MODULES.map((module) => ({ module, access: 'NONE' }));
const ALL_WRITE = MODULES.map((module) => ({ module, access: 'WRITE' }));
const CANNOT = 'Your organisation type may not change the permissions of sub-users.';

/** Decision 0017: one rule for choosing a sub-user's rights, on create as on update (spec 6). */
describe('sub-user rights: who may choose them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const call = async (username: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: await t.headersFor(username), ...(payload && { payload }) });
  const create = (by: string, username: string, accessRights?: object[]) =>
    call(by, 'POST', '/api/subusers', {
      username,
      nameAr: 'مستخدم',
      nameEn: 'Sub user',
      email: `${username}@example.test`,
      ...(accessRights && { accessRights }),
    });
  const exists = async (username: string) =>
    (await t.database.db.select().from(users).where(eq(users.username, username))).length > 0;

  it.each(['fmol-ph', 'sa-embassy', 'embassy-ph', 'samol'])(
    'refuses rights sent by %s on create, as on update, and creates nobody',
    async (manager) => {
      const username = `${manager}-granted`;
      const res = await create(manager, username, [{ module: 'HR_POOL', access: 'WRITE' }]);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(CANNOT);
      expect(await exists(username)).toBe(false);
      const none = await create(manager, `${manager}-none`, ALL_NONE);
      expect(none.statusCode).toBe(403);
    },
  );

  it("gives their sub-users the creator's own rights (a super user with no entries: every module)", async () => {
    const res = await create('fmol-ph', 'fmol-staff');
    expect(res.statusCode).toBe(201);
    const { subUser } = subUserCreatedSchema.parse(res.json());
    expect(subUser.accessRights).toEqual(ALL_WRITE);
    const update = await call('fmol-ph', 'PUT', `/api/subusers/${subUser.id}/rights`, {
      accessRights: ALL_NONE,
    });
    expect(update.statusCode).toBe(403);
    expect(update.json().message).toBe(CANNOT);
    const arabic = await t.app.inject({
      method: 'PUT',
      url: `/api/subusers/${subUser.id}/rights`,
      headers: { ...(await t.headersFor('sa-embassy')), 'accept-language': 'ar-SA' },
      payload: { accessRights: ALL_NONE },
    });
    expect(arabic.statusCode).toBe(403);
    expect(arabic.json().message).toBe('لا يسمح لنوع منشأتك بتعديل صلاحيات المستخدمين الفرعيين.');
  });

  it('lets the rights editors choose on create; a module left out, or no rights at all, is NONE', async () => {
    const chosen = await create('agency-ph', 'agency-clerk', [{ module: 'HR_POOL', access: 'WRITE' }]);
    expect(chosen.statusCode).toBe(201);
    expect(subUserCreatedSchema.parse(chosen.json()).subUser.accessRights).toEqual(
      MODULES.map((module) => ({ module, access: module === 'HR_POOL' ? 'WRITE' : 'NONE' })),
    );
    const omitted = await create('company', 'company-clerk');
    expect(omitted.statusCode).toBe(201);
    expect(subUserCreatedSchema.parse(omitted.json()).subUser.accessRights).toEqual(ALL_NONE);
  });
});
