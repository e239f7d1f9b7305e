import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openFaultyDatabase, type FaultyDatabase } from '../../test-support/faulty-database';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const WAIT = { timeout: 60_000, interval: 100 };

/**
 * The portal's own outage through a real database failure (decision 0057): PostgreSQL refuses
 * the app's connections, the readiness probe fails, and when it accepts them again the outage is
 * one portal incident. Only `Date` is controlled (a minute and a half passes in an instant).
 */
describe('readiness records a real database outage on PostgreSQL', { timeout: 180_000 }, () => {
  let faulty: FaultyDatabase;
  let t: TestApp;
  beforeEach(async () => {
    faulty = await openFaultyDatabase({ poolSize: 4, connectTimeoutMs: 2_000 });
    t = await createTestApp({ database: faulty.database });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await t?.close();
    await faulty?.close();
  });

  const ready = async () => (await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode;

  it('refused connections for 90 s become a portal incident from the first failure to the recovery', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.UTC(2030, 6, 1, 10, 0);
    vi.setSystemTime(start);
    await faulty.acceptConnections(false);
    await vi.waitFor(async () => expect(await ready()).toBe(503), WAIT);
    const down = Date.now();
    vi.setSystemTime(down + 90_000);
    expect(await ready()).toBe(503);
    await faulty.acceptConnections(true);
    vi.setSystemTime(down + 95_000);
    await vi.waitFor(async () => expect(await ready()).toBe(200), WAIT);
    const rows = await faulty.query<{ scope: string; source: string; started_at: Date; ended_at: Date }>(
      `select scope, source, started_at, ended_at from incidents where source = 'readiness'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ scope: 'portal', source: 'readiness' });
    expect(rows[0]!.started_at.getTime()).toBeLessThanOrEqual(down);
    // `vi.waitFor` moves the controlled clock by its interval between attempts.
    expect(rows[0]!.ended_at.getTime()).toBeGreaterThanOrEqual(down + 95_000);
    expect(rows[0]!.ended_at.getTime()).toBeLessThan(down + 100_000);
  });
});
