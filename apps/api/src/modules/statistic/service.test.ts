import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '@portal/contracts/access';
import { NO_ACTIONS_NEEDED } from '@portal/contracts/notifications';
import { createShellTestApp, type ShellTestApp } from '../shell-test-app';
import { DEFAULT_ACTIONS_NEEDED_PROVIDERS, type ActionsNeededProviders } from './providers';
import { actionsNeeded } from './service';

const seven: ActionsNeededProviders = {
  complaints: async () => 1,
  employment_requests: async () => 7,
  license_requests: async () => 2,
  partnership_contracts: async () => 3,
  license_request_comments: async () => 4,
};

describe('actionsNeeded service', () => {
  let t: ShellTestApp;
  beforeAll(async () => {
    t = await createShellTestApp();
  });
  afterAll(async () => t?.close());

  it('never makes up a count no module supplies: it fails instead of answering 0', async () => {
    await expect(
      actionsNeeded(t.database.db, await t.sessionFor('office'), DEFAULT_ACTIONS_NEEDED_PROVIDERS),
    ).rejects.toThrow(
      /no module provides the (complaints|employment_requests|license_requests|partnership_contracts|license_request_comments) notification count/,
    );
  });

  it('takes each count from its provider', async () => {
    expect(await actionsNeeded(t.database.db, await t.sessionFor('office'), seven)).toEqual({
      complaints: 1,
      employment_requests: 7,
      license_requests: 2,
      partnership_contracts: 3,
      license_request_comments: 4,
    });
  });

  it("gives each count only to callers its screen's read rule admits (roles, module rights)", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/subusers',
      headers: await t.headersFor('office'),
      payload: {
        username: 'office-nothing',
        nameAr: 'بلا صلاحيات',
        nameEn: 'No rights',
        email: 'office-nothing@example.test',
        accessRights: MODULES.map((module) => ({ module, access: 'NONE' })),
      },
    });
    expect(created.statusCode).toBe(201);
    const countsOf = async (username: string) =>
      actionsNeeded(t.database.db, await t.sessionFor(username), seven);
    expect(await countsOf('office-nothing')).toEqual(NO_ACTIONS_NEEDED);
    // office-sub: employment requests WRITE, contracts NONE, no entry for organisations (allowed).
    expect(await countsOf('office-sub')).toEqual({ ...(await countsOf('office')), partnership_contracts: 0 });
    // FMOL reads neither complaints nor licence updates (roles of those screens).
    expect(await countsOf('fmol-ph')).toEqual({
      ...NO_ACTIONS_NEEDED,
      employment_requests: 7,
      partnership_contracts: 3,
    });
  });

  it('gives a Philippine embassy without an office location no employment requests (spec 6)', async () => {
    const noLocation = await actionsNeeded(t.database.db, await t.sessionFor('embassy-ph-noloc'), seven);
    expect(noLocation).toMatchObject({ employment_requests: 0, complaints: 1, partnership_contracts: 3 });
    const riyadh = await actionsNeeded(t.database.db, await t.sessionFor('embassy-ph'), seven);
    expect(riyadh.employment_requests).toBe(7);
  });

  it('keeps the rule to Philippine embassies', async () => {
    const session = await t.sessionFor('embassy-ph-noloc');
    // Same embassy, another country: the rule does not apply.
    const other = { ...session, organization: { ...session.organization, countryId: null } };
    expect((await actionsNeeded(t.database.db, other, seven)).employment_requests).toBe(7);
  });
});
