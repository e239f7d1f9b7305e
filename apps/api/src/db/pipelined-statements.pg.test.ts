import type pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPostgresPool, PIPELINE_DEPTH } from './postgres-pool';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const backendOf = async (pool: pg.Pool) =>
  (await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;

describe('statements outside a transaction on a shared pipelined connection (decision 0102)', () => {
  let pool: pg.Pool;
  const lost = vi.fn();
  const open = (pipelineDepth?: number) =>
    (pool = createPostgresPool({
      url: process.env.DATABASE_URL ?? '',
      max: 1,
      pipelineConnections: 1,
      pipelineDepth,
      connectTimeoutMs: 10_000,
      statementTimeoutMs: 0,
      onConnectionLost: lost,
    }));
  /** The shared connection opens at the first statement; polled until a statement runs on it. */
  const sharedBackend = async (pooled: number) => {
    await expect.poll(() => backendOf(pool), { timeout: 30_000, interval: 50 }).not.toBe(pooled);
    return backendOf(pool);
  };
  afterEach(async () => pool.end());

  it('run many at once on one connection while a transaction holds the pool’s only one', async () => {
    open();
    const pooled = await backendOf(pool);
    const shared = await sharedBackend(pooled);
    const transaction = await pool.connect();
    let paged: Promise<pg.QueryResult> | undefined;
    try {
      await transaction.query('begin');
      const answers = await Promise.all(
        Array.from({ length: PIPELINE_DEPTH }, (_, n) =>
          pool.query<{ n: number }>('select $1::int as n', [n]),
        ),
      );
      expect(answers.map((answer) => answer.rows[0]!.n)).toEqual(
        Array.from({ length: PIPELINE_DEPTH }, (_, n) => n),
      );
      // A failing statement fails alone: the ones sent behind it are answered.
      const [failed, after] = await Promise.allSettled([
        pool.query('select 1 / $1::int as n', [0]),
        pool.query<{ n: number }>('select 2 as n'),
      ]);
      expect(failed.status).toBe('rejected');
      expect(after.status === 'fulfilled' && after.value.rows[0]!.n).toBe(2);
      expect(await backendOf(pool)).toBe(shared);
      // A read of a few rows at a time keeps to the pool, which the transaction holds: it waits.
      paged = pool.query({ text: 'select 1 as n', rows: 1 } as pg.QueryConfig);
      expect(await Promise.race([paged.then(() => 'answered'), wait(300).then(() => 'waiting')])).toBe(
        'waiting',
      );
      await transaction.query('commit');
    } finally {
      transaction.release();
    }
    expect((await paged!).rows).toEqual([{ n: 1 }]);
  });

  it('send a statement to the pool while the shared connection is held by a slow one', async () => {
    open();
    // The first statement opens the shared connection and, until it is open, runs on the pool's.
    const pooled = await backendOf(pool);
    const shared = await sharedBackend(pooled);
    const slow = pool.query('select pg_sleep(0.5)');
    await wait(100);
    // Out 100 ms on the shared connection: the next statement takes the pooled connection instead.
    expect(await backendOf(pool)).toBe(pooled);
    await slow;
    expect(await backendOf(pool)).toBe(shared);
  });

  it('send the statement past its depth to the pool', async () => {
    open(2);
    const pooled = await backendOf(pool);
    const shared = await sharedBackend(pooled);
    // Three at once, each 200 ms: two fill the shared connection, the third takes the pool's.
    const backends = await Promise.all(
      [0, 1, 2].map(async () => {
        const answer = await pool.query<{ pid: number }>('select pg_backend_pid() as pid, pg_sleep(0.2)');
        return answer.rows[0]!.pid;
      }),
    );
    expect(backends).toEqual([shared, shared, pooled]);
  });

  it('answer from the pool when the shared connection is lost, and open it again', async () => {
    open();
    const pooled = await backendOf(pool);
    const shared = await sharedBackend(pooled);
    const admin = createPostgresPool({
      url: process.env.DATABASE_URL ?? '',
      max: 1,
      connectTimeoutMs: 10_000,
      statementTimeoutMs: 0,
      onConnectionLost: () => undefined,
    });
    try {
      await admin.query('select pg_terminate_backend($1)', [shared]);
    } finally {
      await admin.end();
    }
    await expect.poll(() => lost.mock.calls.length, { timeout: 30_000 }).toBeGreaterThan(0);
    // Every statement is answered meanwhile (by the pool's connection); a new shared one opens.
    await expect
      .poll(() => backendOf(pool), { timeout: 30_000, interval: 100 })
      .not.toSatisfy((pid: number) => pid === pooled || pid === shared);
  });
});
