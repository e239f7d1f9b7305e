import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isDatabaseUnavailable } from '../lib/sql-state';
import { openFaultyDatabase, type FaultyDatabase } from '../test-support/faulty-database';

const WAIT = { timeout: 20_000, interval: 50 };

/** A promise and the function that settles it. */
const signal = () => {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fire, fired };
};

const expectUnavailable = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => new Error('expected the database call to fail'),
    (failure: unknown) => failure,
  );
  expect(isDatabaseUnavailable(error), String(error)).toBe(true);
};

describe('the PostgreSQL pool when the server drops connections', () => {
  let faulty: FaultyDatabase | undefined;
  afterEach(async () => faulty?.close());

  /** Runs more transactions than the pool has connections: the broken one was replaced. */
  const expectPoolServes = async (f: FaultyDatabase, poolSize: number) => {
    for (let round = 0; round <= poolSize; round += 1) {
      const one = await f.database.db.transaction(async (tx) => tx.execute(sql`select 1 as one`));
      expect((one as { rows: unknown[] }).rows).toEqual([{ one: 1 }]);
    }
  };

  it('a transaction whose connection is terminated while idle in transaction fails; the process lives', async () => {
    const f = (faulty = await openFaultyDatabase({ poolSize: 2 }));
    const entered = signal();
    const resume = signal();
    const transaction = f.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      entered.fire();
      await resume.fired;
      await tx.execute(sql`select 2`);
    });
    await entered.fired;
    await vi.waitFor(async () => expect(await f.terminate('idle in transaction')).toBe(1), WAIT);
    // Without a listener on the checked-out client this 'error' event ends the process.
    await vi.waitFor(() => expect(f.lostConnections()).toBeGreaterThanOrEqual(1), WAIT);
    resume.fire();
    await expectUnavailable(transaction);
    await expectPoolServes(f, 2);
  });

  it('a transaction whose statement is cut off fails; the process lives', async () => {
    const f = (faulty = await openFaultyDatabase({ poolSize: 2 }));
    // Its failure is awaited from the start: it may come while the termination is still being polled,
    // and a rejection nobody listens to yet counts as unhandled.
    const failed = expectUnavailable(
      f.database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(30)`);
      }),
    );
    await vi.waitFor(async () => expect(await f.terminate('active')).toBe(1), WAIT);
    await failed;
    await expectPoolServes(f, 2);
  });

  it('a BEGIN that fails gives its client back (a pool of one keeps serving)', async () => {
    const f = (faulty = await openFaultyDatabase({ poolSize: 1, connectTimeoutMs: 3_000 }));
    // In production BEGIN fails on a connection cut just before; a refused isolation level fails the
    // same statement on demand. drizzle alone keeps that client checked out for good.
    const badBegin = { isolationLevel: 'not a level' } as unknown as { isolationLevel: 'serializable' };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expect(f.database.db.transaction(async () => undefined, badBegin)).rejects.toThrow(
        /not a level|syntax/,
      );
    }
    await expectPoolServes(f, 1);
  });

  it('refused connections fail quickly with an unavailable error, and work again once accepted', async () => {
    const f = (faulty = await openFaultyDatabase({ poolSize: 2, connectTimeoutMs: 2_000 }));
    await f.proxy.cut();
    await expectUnavailable(f.database.db.execute(sql`select 1`));
    await expectUnavailable(f.database.db.transaction(async (tx) => tx.execute(sql`select 1`)));
    expect(await f.database.ping()).toBe(false);
    await f.proxy.restore();
    await vi.waitFor(async () => expect(await f.database.ping()).toBe(true), WAIT);
    await expectPoolServes(f, 2);
  });
});
