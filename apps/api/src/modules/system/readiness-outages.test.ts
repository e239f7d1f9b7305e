import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { incidents } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { openTestDatabase } from '../../test-support/test-database';

const SECOND = 1000;

/**
 * The readiness probe records the portal's own outage (decision 0057). The database is made to
 * fail its ping (as a refused connection does) while the test's clock moves on; the app's
 * timers stay real, only `Date` is controlled.
 */
describe('readiness records the portal outages', () => {
  let database: DatabaseHandle;
  let t: TestApp;
  let up = true;
  beforeAll(async () => {
    database = await openTestDatabase();
    t = await createTestApp({ database: { ...database, ping: async () => up && database.ping() } });
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const probe = async (at: number) => {
    vi.setSystemTime(at);
    return (await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode;
  };
  const readinessIncidents = () =>
    database.db.select().from(incidents).where(eq(incidents.source, 'readiness'));

  it('an outage of 90 s becomes one portal incident when the database answers again; 30 s does not', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.UTC(2030, 5, 2, 9, 0);
    up = false;
    expect(await probe(start)).toBe(503);
    expect(await probe(start + 30 * SECOND)).toBe(503);
    up = true;
    expect(await probe(start + 40 * SECOND)).toBe(200);
    expect(await readinessIncidents()).toEqual([]);

    up = false;
    expect(await probe(start + 100 * SECOND)).toBe(503);
    expect(await probe(start + 150 * SECOND)).toBe(503);
    up = true;
    expect(await probe(start + 190 * SECOND)).toBe(200);
    expect(await probe(start + 200 * SECOND)).toBe(200);
    const recorded = await readinessIncidents();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      scope: 'portal',
      createdBy: null,
      startedAt: new Date(start + 100 * SECOND),
      endedAt: new Date(start + 190 * SECOND),
    });
  });
});
