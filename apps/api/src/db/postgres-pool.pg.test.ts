import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { isDatabaseUnavailable } from '../lib/sql-state';
import { plainPool } from '../test-support/plain-pool';
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

describe('the PostgreSQL pool at rest', () => {
  it('keeps the connections it opened while they are idle (a fixed-size pool, decision 0084)', async () => {
    const source = inject('testDatabase');
    if (source.kind !== 'postgres') throw new Error('this test needs PostgreSQL (*.pg.test.ts)');
    const pool = plainPool(source.adminUrl, 3);
    try {
      // Three statements at once hold three connections; their backends' process ids name them.
      const backends = async () =>
        new Set(
          await Promise.all(
            [1, 2, 3].map(async () => {
              const result = await pool.query<{ pid: number }>(
                'select pg_backend_pid() as pid, pg_sleep(0.3)',
              );
              return result.rows[0]!.pid;
            }),
          ),
        );
      const opened = await backends();
      expect(opened.size).toBe(3);
      // pg-pool closes an idle connection above the pool's minimum after 10 seconds by default.
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      expect({ total: pool.totalCount, idle: pool.idleCount }).toEqual({ total: 3, idle: 3 });
      expect(await backends()).toEqual(opened);
    } finally {
      await pool.end();
    }
  }, 40_000);
});
