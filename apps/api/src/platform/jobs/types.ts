import type { JobsOverview } from '@portal/contracts/system-jobs';

/**
 * Background work of the API on a PostgreSQL-backed queue (pg-boss, docs/decisions/0047), reached
 * as `app.jobs`. Register schedules and task handlers while the app is being built (before ready);
 * the queue starts when the app is ready and stops, waiting for running jobs, when it closes.
 *
 * - A **schedule** runs once per period across every instance on the database: each instance
 *   offers a job for the current period and the database keeps one (a unique period slot).
 * - A **task** is one-off work: `define` its handler, `send` it data, get the job's id back.
 *   Long work reports progress where its callers read it: the handler gets the job's `id` (the one
 *   `send` answered) and writes its progress to the caller's own table under that id (or under an
 *   id the caller put in `data`); `status(name, id)` tells whether the job waits, runs, completed
 *   or failed and, once failed, why.
 * - A handler that throws is retried `retryLimit` times (`retryDelaySeconds` apart); the last
 *   failure is kept with its message, in `overview()` and `status()`.
 * - A handler gets an `AbortSignal` that fires when the app closes and the stop limit passed; work
 *   left unfinished then is failed and retried by another instance.
 *
 * Names: lower case words with dots or dashes, prefixed by the module (`uploads.sweep`).
 */
export type JobContext<T> = {
  /** The job's id (what `send` answered). */
  id: string;
  name: string;
  data: T;
  /** 0 for the first attempt, then 1, 2 … for the retries. */
  retryCount: number;
  /** A schedule's job: the start of the period it runs for. */
  period: Date | null;
  /** Fires when the app is closing and its wait for running jobs is over. */
  signal: AbortSignal;
};

export type JobHandler<T = Record<string, never>> = (job: JobContext<T>) => Promise<unknown>;

export type RetryOptions = {
  /** Retries after a failure (default 2). */
  retryLimit?: number;
  /** Seconds between attempts (default 30 for tasks, 0 for schedules: the next period retries anyway). */
  retryDelaySeconds?: number;
  /** A job running longer than this is failed (and retried): default 15 minutes. */
  expireInSeconds?: number;
};

export type ScheduleEvery = {
  /** The period: the schedule runs once in every such slot of the database's clock. */
  everySeconds: number;
};

export type TaskOptions = RetryOptions & {
  /** Jobs of this task one instance runs at once (default 1). */
  concurrency?: number;
};

export type SendOptions = {
  /** At most one job with this key waiting at a time: a second send answers null. */
  singletonKey?: string;
  /** Not before this time. */
  startAfter?: Date;
};

export type JobState = 'waiting' | 'running' | 'completed' | 'failed' | 'retrying' | 'cancelled';

export type JobStatus = {
  id: string;
  name: string;
  state: JobState;
  retryCount: number;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  /** The last failure's message (failed or retrying jobs). */
  error: string | null;
};

export type Jobs = {
  /** Runs `handler` once per period across all instances (from when the app is ready). */
  schedule: (name: string, every: ScheduleEvery, handler: JobHandler, options?: RetryOptions) => void;
  /** The handler of a one-off task queue; register before the app is ready. */
  define: <T extends object>(name: string, handler: JobHandler<T>, options?: TaskOptions) => void;
  /** Queues one job of a defined task; answers its id (null: held back by `singletonKey`). */
  send: <T extends object>(name: string, data: T, options?: SendOptions) => Promise<string | null>;
  /**
   * Queues several jobs of one task in one statement (one commit where `send` each would make its
   * own); their ids are not answered.
   */
  sendMany: <T extends object>(name: string, data: readonly T[]) => Promise<void>;
  /** One job's state, null when the queue no longer keeps it. */
  status: (name: string, id: string) => Promise<JobStatus | null>;
  /** Every queue with its counts, recent failures and, for schedules, last and next run. */
  overview: () => Promise<JobsOverview>;
};
