import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ACTIONS_NEEDED } from '@portal/contracts/notifications';
import { callAs } from '../../test-support/call-as';
import { createShellTestApp, type ShellTestApp } from '../shell-test-app';

describe('GET /api/statistic/actionsNeeded', () => {
  let t: ShellTestApp;
  beforeAll(async () => {
    t = await createShellTestApp();
  });
  afterAll(async () => t?.close());

  const get = (username: string) => callAs(t)(username, 'GET', '/api/statistic/actionsNeeded');

  /** The demo contracts sent to `agency-ph` and `agency-id` wait for their approval (seed-partnership-contracts). */
  const WAITING_CONTRACTS: Record<string, number> = { 'agency-ph': 1, 'agency-id': 1 };
  /**
   * The demo requests waiting on an answer (seed-employment-requests): one on agency-ph, one on
   * agency-id, one on the Riyadh embassy (the Jeddah-area one waits on an embassy with that location).
   */
  const WAITING_REQUESTS: Record<string, number> = { 'agency-ph': 1, 'agency-id': 1, 'embassy-ph': 1 };

  it.each([
    'office',
    'office-sub',
    'admin',
    'agency-ph',
    'embassy-ph',
    'embassy-ph-noloc',
    'agency-id',
    'samol',
    'employer',
    'import',
  ])('answers the five counts to %s', async (username) => {
    const res = await get(username);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...NO_ACTIONS_NEEDED,
      partnership_contracts: WAITING_CONTRACTS[username] ?? 0,
      employment_requests: WAITING_REQUESTS[username] ?? 0,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('needs a signed-in person (401) and an establishment (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/statistic/actionsNeeded' })).statusCode).toBe(401);
    const { authorization } = await t.headersFor('office');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/statistic/actionsNeeded',
      headers: { authorization },
    });
    expect(res.statusCode).toBe(403);
  });
});
