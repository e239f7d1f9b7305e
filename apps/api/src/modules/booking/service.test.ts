import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../../db/schema/index';
import { createShellTestApp, type ShellTestApp } from '../shell-test-app';
import {
  createAlmatarClient,
  inProcessTransport,
  type AlmatarClient,
  type PartnerTransport,
} from './almatar-client';
import { listCountries, registerOffice, registerSubUser, registerUser } from './service';

const failing = (): AlmatarClient =>
  createAlmatarClient(async () => {
    throw new Error('ECONNREFUSED');
  });

describe('booking service', () => {
  let t: ShellTestApp;
  beforeAll(async () => {
    t = await createShellTestApp();
  });
  afterAll(async () => t?.close());

  it('leaves the flags untouched when the partner cannot be reached (502)', async () => {
    const session = await t.sessionFor('expiring');
    const error = await registerOffice({ db: t.database.db, almatar: failing() }, session).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ statusCode: 502, key: 'booking.partnerUnavailable' });
    const [row] = await t.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, session.organization.id));
    expect(row?.almatarRegistered).toBe(false);
  });

  it('heals a partner that lost the agency and parent: re-registers them before the sub-user', async () => {
    const calls: string[] = [];
    const base = inProcessTransport();
    const recording: PartnerTransport = async (request) => {
      calls.push(
        `${request.method} ${request.path.replace(/ag_\w+/, ':agency')} ${JSON.stringify(request.body ?? {})}`,
      );
      return base(request);
    };
    const deps = { db: t.database.db, almatar: createAlmatarClient(recording) };
    // The portal believes office and parent are registered; this partner has never heard of them.
    const session = await t.sessionFor('office-sub');
    const parentId = session.membership.parentUserId as number;
    await t.database.db
      .update(organizations)
      .set({ almatarRegistered: true })
      .where(eq(organizations.id, session.organization.id));
    await t.database.db.update(users).set({ almatarRegistered: true }).where(eq(users.id, parentId));
    const fresh = await t.sessionFor('office-sub');
    const result = await registerSubUser(deps, fresh);
    expect(result).toMatchObject({ establishment: { almatarRegistered: true }, changed: true });
    expect(calls).toEqual([
      expect.stringMatching(/^POST \/v1\/agencies .*"externalId":"org-/),
      expect.stringMatching(
        new RegExp(`^POST /v1/agencies/:agency/users .*"externalId":"user-${parentId}".*"role":"ADMIN"`),
      ),
      expect.stringMatching(/^POST \/v1\/agencies\/:agency\/users .*"role":"AGENT"/),
    ]);
  });

  it('does not call the partner again once registered', async () => {
    const session = await t.sessionFor('office');
    await t.database.db.update(users).set({ almatarRegistered: true }).where(eq(users.id, session.user.id));
    const registered = await t.sessionFor('office');
    const deps = { db: t.database.db, almatar: failing() };
    await expect(registerOffice(deps, registered)).resolves.toMatchObject({ changed: false });
    await expect(registerUser(deps, registered)).resolves.toMatchObject({ changed: false });
  });

  it('maps the partner countries, sorted by English name', async () => {
    const countries = await listCountries({ almatar: createAlmatarClient(inProcessTransport()) });
    const names = countries.map((country) => country.name.en);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(countries).toHaveLength(21);
  });
});
