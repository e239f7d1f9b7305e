import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { databaseUrlFor, quoteIdent, runStatement } from '../../test-support/postgres-urls';
import jobsPlugin from './plugin';

/**
 * Two API instances on one PostgreSQL database, each with its own connection pool and its own
 * `app.jobs`: both start at once on a fresh database (pg-boss creates its tables once), a schedule
 * of one second runs once per period across the two, and a failing task is retried and its
 * failure seen from the other instance.
 */
const source = inject('testDatabase');
const adminUrl = source.kind === 'postgres' ? source.adminUrl : '';

const admin = (statement: string) => runStatement(adminUrl, statement);

/** An empty database of its own (no app tables, no pg-boss tables); `drop` removes it. */
const freshDatabase = async () => {
  const name = `portal_jobs_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${quoteIdent(name)}`);
  return {
    url: databaseUrlFor(adminUrl, name),
    drop: () => admin(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`),
  };
};

type Instance = { app: FastifyInstance; database: DatabaseHandle };

/** The instance's own pg pool (what drizzle's node-postgres driver runs on). */
const poolOf = (database: DatabaseHandle) => (database.db as unknown as { $client: pg.Pool }).$client;

const instanceOn = async (
  url: string,
  register: (app: FastifyInstance, database: DatabaseHandle) => void,
  work = true,
): Promise<Instance> => {
  const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
  const app = Fastify();
  await app.register(jobsPlugin, { database, runSchedules: true, pollingIntervalSeconds: 0.5, work });
  register(app, database);
  return { app, database };
};

const closeAll = async (instances: Instance[]) => {
  for (const { app, database } of instances) {
    await app.close();
    await database.close();
  }
};

describe('jobs on two instances of one PostgreSQL database', { timeout: 120_000 }, () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let instances: Instance[] = [];
  let failedAttempts = 0;

  beforeAll(async () => {
    fresh = await freshDatabase();
    const setup = new pg.Client({ connectionString: fresh.url });
    await setup.connect();
    await setup.query('CREATE TABLE runs (instance text NOT NULL, period timestamptz NOT NULL)');
    await setup.query('CREATE TABLE echoes (instance text NOT NULL, tag text NOT NULL)');
    await setup.end();
    const register = (label: string) => (app: FastifyInstance, database: DatabaseHandle) => {
      app.jobs.schedule('test.every-second', { everySeconds: 1 }, async ({ period }) => {
        await poolOf(database).query('INSERT INTO runs (instance, period) VALUES ($1, $2)', [label, period]);
      });
      app.jobs.define('test.echo', async ({ data }: { data: { tag: string } }) => {
        await poolOf(database).query('INSERT INTO echoes (instance, tag) VALUES ($1, $2)', [label, data.tag]);
      });
      app.jobs.define(
        'test.failing',
        async () => {
          failedAttempts += 1;
          throw new Error(`refused by ${label}`);
        },
        { retryLimit: 1, retryDelaySeconds: 0 },
      );
    };
    instances = [await instanceOn(fresh.url, register('a')), await instanceOn(fresh.url, register('b'))];
    // Both become ready at the same moment: both create pg-boss's tables and queues at once.
    await Promise.all(instances.map(({ app }) => app.ready()));
    // A third that only sends (JOBS_WORK=false), as an API instance beside job-running ones.
    instances.push(await instanceOn(fresh.url, register('sender'), false));
    await instances[2]!.app.ready();
  });

  afterAll(async () => {
    await closeAll(instances);
    await fresh.drop();
  });

  const query = async (text: string) => (await poolOf(instances[0]!.database).query(text)).rows;

  it('runs a one-second schedule once per period across both instances', async () => {
    await vi.waitFor(
      async () => {
        const [row] = await query('SELECT count(DISTINCT period)::int AS periods FROM runs');
        expect(row.periods).toBeGreaterThanOrEqual(6);
      },
      { timeout: 60_000, interval: 250 },
    );
    expect(await query('SELECT period, count(*)::int FROM runs GROUP BY period HAVING count(*) > 1')).toEqual(
      [],
    );
    const queue = (await instances[1]!.app.jobs.overview()).queues.find(
      (q) => q.name === 'test.every-second',
    );
    expect(queue).toMatchObject({
      kind: 'schedule',
      everySeconds: 1,
      lastRun: { outcome: expect.any(String) },
    });
    expect(queue!.completed).toBeGreaterThanOrEqual(6);
  });

  it('runs what an instance that works no jobs sends on the others, and offers no schedule there', async () => {
    const sender = instances[2]!.app;
    const tags = ['1', '2', '3', '4', '5'];
    for (const tag of tags) expect(await sender.jobs.send('test.echo', { tag })).toEqual(expect.any(String));
    await vi.waitFor(
      async () =>
        expect((await query('SELECT tag FROM echoes ORDER BY tag')).map((row) => row.tag)).toEqual(tags),
      { timeout: 30_000, interval: 250 },
    );
    expect(await query("SELECT instance FROM echoes WHERE instance = 'sender'")).toEqual([]);
    expect(await query("SELECT instance FROM runs WHERE instance = 'sender'")).toEqual([]);
    const schedule = (await sender.jobs.overview()).queues.find((q) => q.name === 'test.every-second');
    expect(schedule).toMatchObject({ scheduled: false, nextRunAt: null });
  });

  it('retries a failing task once and shows its failure on the other instance', async () => {
    const id = await instances[0]!.app.jobs.send('test.failing', {});
    expect(id).toEqual(expect.any(String));
    await vi.waitFor(
      async () => expect((await instances[1]!.app.jobs.status('test.failing', id!))?.state).toBe('failed'),
      { timeout: 30_000, interval: 250 },
    );
    expect(failedAttempts).toBe(2);
    const queue = (await instances[1]!.app.jobs.overview()).queues.find((q) => q.name === 'test.failing');
    expect(queue).toMatchObject({ failed: 1, lastRun: { outcome: 'failed' } });
    expect(queue!.recentFailures).toEqual([
      { id, at: expect.any(String), message: expect.stringMatching(/^refused by [ab]$/) },
    ]);
  });

  it('starts two instances at once on a fresh database, five times out of five', async () => {
    for (let round = 0; round < 5; round++) {
      const database = await freshDatabase();
      const pair = [
        await instanceOn(database.url, (app) => app.jobs.define('test.noop', async () => undefined)),
        await instanceOn(database.url, (app) => app.jobs.define('test.noop', async () => undefined)),
      ];
      try {
        await Promise.all(pair.map(({ app }) => app.ready()));
        const ids = await Promise.all(pair.map(({ app }) => app.jobs.send('test.noop', {})));
        expect(ids).toEqual([expect.any(String), expect.any(String)]);
      } finally {
        await closeAll(pair);
        await database.drop();
      }
    }
  });
});
