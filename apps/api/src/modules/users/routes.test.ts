import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@portal/contracts/users';
import { enUS } from '../../i18n/en-US';
import { createShellTestApp, type ShellTestApp } from '../shell-test-app';

describe('users API (admin)', () => {
  let t: ShellTestApp;
  beforeAll(async () => {
    t = await createShellTestApp();
  });
  afterAll(async () => t?.close());

  const call = async (username: string, method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: await t.headersFor(username) });
  const idOf = async (username: string) => (await t.sessionFor(username)).user.id;

  it('lists people with filters for admins only', async () => {
    const all = await call('admin', 'GET', '/api/users?size=100');
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBeGreaterThan(10);
    const offices = (await call('admin', 'GET', '/api/users?role=EPRO&size=100')).json().items as User[];
    expect(offices.map((u) => u.username)).toEqual(
      expect.arrayContaining(['agency-ph', 'agency-id', 'multi']),
    );
    expect(offices.every((u) => u.memberships.some((m) => m.role === 'EPRO'))).toBe(true);
    const named = (await call('admin', 'GET', '/api/users?q=%20office-sub%20')).json().items as User[];
    expect(named.map((u) => u.username)).toEqual(['office-sub']);
    const { organization } = await t.sessionFor('office');
    const members = (await call('admin', 'GET', `/api/users?organizationId=${organization.id}`)).json()
      .items as User[];
    expect(members.map((u) => u.username).sort()).toEqual(['office', 'office-sub']);
    expect((await call('office', 'GET', '/api/users')).statusCode).toBe(403);
  });

  it('shows a person to admins and to themself; others get 404', async () => {
    const office = await idOf('office');
    expect((await call('office', 'GET', `/api/users/${office}`)).json()).toMatchObject({
      username: 'office',
    });
    expect((await call('admin', 'GET', `/api/users/${office}`)).statusCode).toBe(200);
    const denied = await call('office', 'GET', `/api/users/${await idOf('admin')}`);
    expect(denied.statusCode).toBe(404);
    expect(denied.json().message).toBe(enUS['errors.notFound']);
  });

  it("deactivating ends the person's access on their next request; activating restores it", async () => {
    const sub = await idOf('office-sub');
    const headers = await t.headersFor('office-sub');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/statistic/actionsNeeded', headers })).statusCode,
    ).toBe(200);
    const off = await call('admin', 'POST', `/api/users/${sub}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    const refused = await t.app.inject({ method: 'GET', url: '/api/statistic/actionsNeeded', headers });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(enUS['errors.inactiveUser']);
    expect(
      (await call('admin', 'GET', '/api/users?active=false')).json().items.map((u: User) => u.id),
    ).toEqual([sub]);
    expect((await call('admin', 'POST', `/api/users/${sub}/activate`)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/statistic/actionsNeeded', headers })).statusCode,
    ).toBe(200);
  });

  it('refuses self-deactivation and non-admins', async () => {
    const self = await call('admin', 'POST', `/api/users/${await idOf('admin')}/deactivate`);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(enUS['users.cannotDeactivateSelf']);
    expect(
      (await call('office', 'POST', `/api/users/${await idOf('office-sub')}/deactivate`)).statusCode,
    ).toBe(403);
    expect((await call('admin', 'POST', '/api/users/999999/deactivate')).statusCode).toBe(404);
  });

  it('reads a path id only as a plain decimal: a malformed address deactivates nobody', async () => {
    const sub = await idOf('office-sub');
    const loose = [`0x${sub.toString(16)}`, `${sub}e0`, `%20${sub}`, `0${sub}`, `+${sub}`, `${sub}.0`];
    for (const id of loose) {
      const refused = await call('admin', 'POST', `/api/users/${id}/deactivate`);
      expect(refused.statusCode, id).toBe(400);
      expect(refused.json().fieldErrors.id, id).toEqual([enUS['validation.id']]);
    }
    const arabicDigits = String(sub).replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    const person = await call('admin', 'GET', `/api/users/${encodeURIComponent(arabicDigits)}`);
    expect(person.json()).toMatchObject({ id: sub, active: true });
  });
});
