import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../test-support/test-database';
import jobsPlugin, { type JobsPluginOptions } from './plugin';

/**
 * The job queue on the test store (PGlite, or a PostgreSQL copy in the PostgreSQL project): tasks
 * sent and run, failures retried and recorded, schedules run from ready and stopped by close.
 */
describe('app.jobs', { timeout: 60_000 }, () => {
  // One store for the file: each test has queues of its own names.
  let database: DatabaseHandle;
  beforeAll(async () => {
    // The queue needs none of the portal's tables: on PGlite an empty store is enough (and quick).
    database = inject('testDatabase').kind === 'pglite' ? await openDatabase({}) : await openTestDatabase();
  }, 120_000);
  afterAll(() => database.close());
  const opened: FastifyInstance[] = [];
  afterEach(async () => {
    for (const app of opened.splice(0)) await app.close();
  });

  const appWith = async (
    register: (app: FastifyInstance) => void,
    options: Partial<JobsPluginOptions> = {},
  ): Promise<FastifyInstance> => {
    const app = Fastify();
    await app.register(jobsPlugin, {
      database,
      runSchedules: false,
      pollingIntervalSeconds: 0.5,
      ...options,
    });
    register(app);
    await app.ready();
    opened.push(app);
    return app;
  };

  it('runs a task sent to it with its data and tells its state by the id send answered', async () => {
    const seen: { id: string; data: unknown }[] = [];
    const app = await appWith((a) =>
      a.jobs.define<{ rows: number }>('test.import', async ({ id, data }) => {
        seen.push({ id, data });
        return { accepted: data.rows };
      }),
    );
    const id = await app.jobs.send('test.import', { rows: 3 });
    expect(id).toEqual(expect.any(String));
    await vi.waitFor(
      async () => expect((await app.jobs.status('test.import', id!))?.state).toBe('completed'),
      {
        timeout: 20_000,
        interval: 200,
      },
    );
    expect(seen).toEqual([{ id, data: { rows: 3 } }]);
    const queue = (await app.jobs.overview()).queues.find((q) => q.name === 'test.import');
    expect(queue).toMatchObject({ kind: 'task', everySeconds: null, completed: 1, failed: 0, waiting: 0 });
  });

  it('retries a failing task, then records the failure with its message in the overview', async () => {
    let attempts = 0;
    const app = await appWith((a) =>
      a.jobs.define(
        'test.failing',
        async () => {
          attempts += 1;
          throw new Error(`refused on attempt ${attempts}`);
        },
        { retryLimit: 1, retryDelaySeconds: 0 },
      ),
    );
    const id = await app.jobs.send('test.failing', {});
    await vi.waitFor(async () => expect((await app.jobs.status('test.failing', id!))?.state).toBe('failed'), {
      timeout: 20_000,
      interval: 200,
    });
    expect(attempts).toBe(2);
    expect(await app.jobs.status('test.failing', id!)).toMatchObject({
      retryCount: 1,
      error: 'refused on attempt 2',
    });
    const queue = (await app.jobs.overview()).queues.find((q) => q.name === 'test.failing');
    expect(queue).toMatchObject({ failed: 1, completed: 0, lastRun: { outcome: 'failed' } });
    expect(queue?.recentFailures).toEqual([{ id, at: expect.any(String), message: 'refused on attempt 2' }]);
  });

  it('queues several jobs of a task at once, each run with its data and its task retries', async () => {
    const attempts = new Map<number, number>();
    const app = await appWith((a) =>
      a.jobs.define<{ part: number }>(
        'test.parts',
        async ({ data }) => {
          attempts.set(data.part, (attempts.get(data.part) ?? 0) + 1);
          if (data.part === 2) throw new Error('part 2 refused');
        },
        { retryLimit: 1, retryDelaySeconds: 0 },
      ),
    );
    await app.jobs.sendMany('test.parts', [{ part: 1 }, { part: 2 }, { part: 3 }]);
    await app.jobs.sendMany('test.parts', []);
    await vi.waitFor(
      async () => {
        const queue = (await app.jobs.overview()).queues.find((q) => q.name === 'test.parts');
        expect(queue).toMatchObject({ completed: 2, failed: 1, waiting: 0 });
      },
      { timeout: 20_000, interval: 200 },
    );
    expect(Object.fromEntries(attempts)).toEqual({ 1: 1, 2: 2, 3: 1 });
    await expect(app.jobs.sendMany('test.nobody', [{}])).rejects.toThrow(/no task test.nobody/);
  });

  it('runs a schedule from ready, shows its period, last and next run, and stops with the app', async () => {
    let runs = 0;
    const app = await appWith(
      (a) =>
        a.jobs.schedule('test.tick', { everySeconds: 1 }, async () => {
          runs += 1;
        }),
      { runSchedules: true },
    );
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(2), { timeout: 20_000, interval: 100 });
    // Read between two runs: a run of the next period may have just started (outcome `running`).
    await vi.waitFor(
      async () => {
        const queue = (await app.jobs.overview()).queues.find((q) => q.name === 'test.tick');
        expect(queue).toMatchObject({
          kind: 'schedule',
          everySeconds: 1,
          scheduled: true,
          lastRun: { outcome: 'completed' },
        });
        expect(Date.parse(queue!.nextRunAt!)).toBeGreaterThan(Date.parse(queue!.lastRun!.startedAt!));
      },
      { timeout: 20_000, interval: 100 },
    );
    await opened.pop()!.close();
    const after = runs;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(runs).toBe(after);
  });

  it('refuses a name that is not lower-case words and a task nobody defined', async () => {
    const app = await appWith(() => undefined);
    expect(() => app.jobs.define('Bad Name', async () => undefined)).toThrow(/lower-case/);
    await expect(app.jobs.send('test.nobody', {})).rejects.toThrow(/no task test.nobody/);
  });
});
