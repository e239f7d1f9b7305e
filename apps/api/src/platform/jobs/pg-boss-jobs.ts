import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { JobQueue, JobsOverview } from '@portal/contracts/system-jobs';
import type { DatabaseHandle } from '../../db/client';
import { failureMessage, readOverview } from './overview';
import { sqlExecutorOf } from './sql-executor';
import type {
  JobHandler,
  Jobs,
  JobState,
  JobStatus,
  RetryOptions,
  ScheduleEvery,
  TaskOptions,
} from './types';

export type JobsRunnerOptions = {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** Offer each schedule's job every period (off in tests, which call the sweeps themselves). */
  runSchedules: boolean;
  /**
   * Run the queue's jobs here (default true). An instance that does not (`JOBS_WORK=false`) only
   * sends them and offers no schedule: the instances that run jobs do (decision 0071).
   */
  work?: boolean;
  /** How long `stop` waits for running jobs before failing them (they are retried elsewhere). */
  stopTimeoutMs?: number;
  /** How often an idle worker asks for work sent by another instance (seconds, at least 0.5). */
  pollingIntervalSeconds?: number;
};

export type JobsRunner = Jobs & {
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

type Schedule = { every: ScheduleEvery; handler: JobHandler; options: RetryOptions };
type Task = { handler: JobHandler<never>; options: TaskOptions };

const NAME = /^[a-z][a-z0-9]*([.-][a-z0-9]+)*$/;
const DAY_SECONDS = 24 * 60 * 60;

const STATES: Record<string, JobState> = {
  created: 'waiting',
  retry: 'retrying',
  active: 'running',
  completed: 'completed',
  cancelled: 'cancelled',
  failed: 'failed',
};

/**
 * Creates the queues that do not exist yet with pg-boss's own `create_queue`, in one transaction
 * under an advisory lock: two instances creating their queues at once on a fresh database would
 * otherwise deadlock (each attaches a partition to the job table). Names are checked (`NAME`) and
 * the options are numbers, so they are written into the statement as literals.
 */
const createQueues = async (
  boss: PgBoss,
  queues: ({ name: string } & Record<string, number | string>)[],
): Promise<void> => {
  if (queues.length === 0) return;
  const creations = queues.map(
    ({ name, ...options }) =>
      `SELECT pgboss.create_queue('${name}', '${JSON.stringify({ policy: 'standard', ...options })}'::json)`,
  );
  await boss
    .getDb()
    .executeSql(
      `BEGIN; SELECT pg_advisory_xact_lock(hashtext('portal.jobs.create-queues')); ${creations.join('; ')}; COMMIT`,
      [],
    );
};

/** The start of the period slot a job of `everySeconds` created at `createdOn` runs for. */
const periodOf = (createdOn: Date, everySeconds: number): Date => {
  const ms = everySeconds * 1000;
  return new Date(Math.floor(createdOn.getTime() / ms) * ms);
};

/**
 * The API's jobs on pg-boss, on the API's own database handle (PostgreSQL or the embedded PGlite).
 * A schedule is a queue that every instance offers one job per period with pg-boss's period slot
 * (`singletonSeconds` + `singletonKey`): the slot is computed from the database's clock and kept
 * unique by the job table's index, so one job per period exists whichever instance offered first.
 */
export const createJobsRunner = (options: JobsRunnerOptions): JobsRunner => {
  const { database, log } = options;
  const stopTimeoutMs = options.stopTimeoutMs ?? 20_000;
  const pollingIntervalSeconds = Math.max(options.pollingIntervalSeconds ?? 5, 0.5);
  const worksHere = options.work ?? true;
  const schedules = new Map<string, Schedule>();
  const tasks = new Map<string, Task>();
  /** Queue name → this instance's workers, to wake one when a job was just sent from here. */
  const workers = new Map<string, string[]>();
  const timers: NodeJS.Timeout[] = [];
  const closing = new AbortController();
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;
  let stopped = false;

  const assertName = (name: string) => {
    if (!NAME.test(name)) throw new Error(`job name ${name} is not lower-case words with dots or dashes`);
    if (schedules.has(name) || tasks.has(name)) throw new Error(`job ${name} is registered twice`);
    if (starting) throw new Error(`job ${name} is registered after the queue started`);
  };

  const queueOptions = (retry: RetryOptions, defaultDelay: number) => ({
    retryLimit: retry.retryLimit ?? 2,
    retryDelay: retry.retryDelaySeconds ?? defaultDelay,
    expireInSeconds: retry.expireInSeconds ?? 15 * 60,
    // Completed and failed jobs stay in the queue's table a day (the admins' view), then in the archive.
    retentionMinutes: 14 * 24 * 60,
  });

  const work = async (started: PgBoss, name: string, handler: JobHandler<never>, everySeconds?: number) => {
    const id = await started.work<Record<string, unknown>>(
      name,
      { batchSize: 1, includeMetadata: true, pollingIntervalSeconds },
      async ([job]) => {
        if (!job) return undefined;
        try {
          return await handler({
            id: job.id,
            name,
            data: job.data as never,
            retryCount: job.retryCount,
            period: everySeconds ? periodOf(new Date(job.createdOn), everySeconds) : null,
            signal: closing.signal,
          });
        } catch (err) {
          // pg-boss keeps the failure with the job (and retries it); the log says it at once.
          log.warn({ err, job: name, jobId: job.id, retryCount: job.retryCount }, 'job failed');
          throw err;
        }
      },
    );
    workers.set(name, [...(workers.get(name) ?? []), id]);
  };

  const wake = (started: PgBoss, name: string) => {
    const [first] = workers.get(name) ?? [];
    if (first) started.notifyWorker(first);
  };

  const offer = async (started: PgBoss, name: string, everySeconds: number) => {
    try {
      const id = await started.send(name, {}, { singletonKey: name, singletonSeconds: everySeconds });
      if (id) wake(started, name);
    } catch (err) {
      if (!stopped) log.warn({ err, job: name }, 'could not offer a scheduled job');
    }
  };

  const executor = sqlExecutorOf(database);

  const boot = async (): Promise<PgBoss> => {
    const started = new PgBoss({
      db: executor,
      // Schedules are period slots offered by every instance (above), not pg-boss's minute cron.
      schedule: false,
      supervise: true,
      migrate: true,
      archiveCompletedAfterSeconds: DAY_SECONDS,
      archiveFailedAfterSeconds: DAY_SECONDS,
      deleteAfterDays: 7,
    });
    started.on('error', (err: unknown) => log.warn({ err }, 'job queue error'));
    await started.start();
    await createQueues(started, [
      ...[...schedules].map(([name, schedule]) => ({ name, ...queueOptions(schedule.options, 0) })),
      ...[...tasks].map(([name, task]) => ({ name, ...queueOptions(task.options, 30) })),
    ]);
    if (!worksHere) {
      boss = started;
      return started;
    }
    for (const [name, schedule] of schedules)
      await work(started, name, schedule.handler, schedule.every.everySeconds);
    for (const [name, task] of tasks)
      for (let i = 0; i < Math.max(task.options.concurrency ?? 1, 1); i++)
        await work(started, name, task.handler);
    if (options.runSchedules) {
      for (const [name, { every }] of schedules) {
        const tickMs = Math.min(Math.max((every.everySeconds * 1000) / 2, 250), 15_000);
        void offer(started, name, every.everySeconds);
        const timer = setInterval(() => void offer(started, name, every.everySeconds), tickMs);
        timer.unref();
        timers.push(timer);
      }
    }
    boss = started;
    return started;
  };

  const ready = (): Promise<PgBoss> => {
    if (stopped) return Promise.reject(new Error('the job queue is stopped'));
    starting ??= boot();
    return starting;
  };

  const overview = async (): Promise<JobsOverview> => {
    const started = await ready();
    const queues: JobQueue[] = await readOverview(started, {
      schedules: new Map([...schedules].map(([name, { every }]) => [name, every.everySeconds])),
      tasks: [...tasks.keys()],
      runSchedules: options.runSchedules && worksHere,
    });
    return { generatedAt: new Date().toISOString(), queues };
  };

  return {
    schedule: (name, every, handler, retry = {}) => {
      assertName(name);
      if (!Number.isInteger(every.everySeconds) || every.everySeconds < 1)
        throw new Error(`job ${name}: everySeconds must be a whole number of seconds, at least 1`);
      schedules.set(name, { every, handler, options: retry });
    },
    define: (name, handler, taskOptions = {}) => {
      assertName(name);
      tasks.set(name, { handler: handler as JobHandler<never>, options: taskOptions });
    },
    send: async (name, data, sendOptions = {}) => {
      if (!tasks.has(name)) throw new Error(`no task ${name} is defined`);
      const started = await ready();
      const id = await started.send(name, data, {
        ...(sendOptions.singletonKey && { singletonKey: sendOptions.singletonKey }),
        ...(sendOptions.startAfter && { startAfter: sendOptions.startAfter }),
      });
      if (id && !sendOptions.startAfter) wake(started, name);
      return id;
    },
    sendMany: async (name, data) => {
      if (!tasks.has(name)) throw new Error(`no task ${name} is defined`);
      if (data.length === 0) return;
      const started = await ready();
      // pg-boss's insert takes each job's settings from its queue, as send does.
      await started.insert(data.map((item) => ({ name, data: item as object })));
      wake(started, name);
    },
    status: async (name, id): Promise<JobStatus | null> => {
      const started = await ready();
      const job = await started.getJobById<unknown>(name, id, { includeArchive: true });
      if (!job) return null;
      return {
        id: job.id,
        name: job.name,
        state: STATES[job.state] ?? 'waiting',
        retryCount: job.retryCount,
        createdAt: new Date(job.createdOn),
        startedAt: job.startedOn ? new Date(job.startedOn) : null,
        finishedAt: job.completedOn ? new Date(job.completedOn) : null,
        error: job.state === 'failed' || job.state === 'retry' ? failureMessage(job.output) : null,
      };
    },
    overview,
    start: async () => {
      await ready();
    },
    stop: async () => {
      if (stopped) return;
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      const started = boss ?? (starting ? await starting.catch(() => null) : null);
      if (!started) return;
      // Past the limit, handlers are told to give up; pg-boss then fails what is still running
      // here, so another instance retries it.
      const giveUp = setTimeout(() => closing.abort(), stopTimeoutMs);
      try {
        await started.stop({ graceful: true, wait: true, close: false, timeout: stopTimeoutMs });
      } finally {
        clearTimeout(giveUp);
        await executor.close();
      }
    },
  };
};
