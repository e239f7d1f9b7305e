import type PgBoss from 'pg-boss';
import type { JobOutcome, JobQueue } from '@portal/contracts/system-jobs';

type Registered = {
  /** Schedule name → period in seconds. */
  schedules: Map<string, number>;
  tasks: string[];
  runSchedules: boolean;
};

const RECENT_FAILURES = 5;

/** The message of what pg-boss kept of a failure (a serialized error, or what the handler threw). */
export const failureMessage = (output: unknown): string | null => {
  if (output === null || output === undefined) return null;
  if (typeof output === 'object' && 'message' in output && typeof output.message === 'string')
    return output.message.slice(0, 500);
  return JSON.stringify(output).slice(0, 500);
};

const OUTCOMES: Record<string, JobOutcome> = {
  active: 'running',
  completed: 'completed',
  failed: 'failed',
  retry: 'retrying',
};

const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();

/**
 * The admins' view of the queues, read from pg-boss's tables (`pgboss.job`, and its archive for a
 * schedule's last run when the job table no longer keeps it): counts per state, the oldest job
 * waiting, recent failures with their messages, and each schedule's last and next run.
 */
export const readOverview = async (boss: PgBoss, registered: Registered): Promise<JobQueue[]> => {
  const db = boss.getDb();
  const names = [...registered.schedules.keys(), ...registered.tasks];
  const counts = await db.executeSql(
    `SELECT name, state::text AS state, count(*)::int AS count,
            min(created_on) FILTER (WHERE state < 'active') AS oldest
       FROM pgboss.job WHERE name NOT LIKE '\\_\\_pgboss%' GROUP BY name, state`,
    [],
  );
  const failures = await db.executeSql(
    `SELECT name, id::text AS id, coalesce(completed_on, created_on) AS at, output
       FROM (SELECT *, row_number() OVER (PARTITION BY name ORDER BY coalesce(completed_on, created_on) DESC) AS n
               FROM pgboss.job WHERE state IN ('failed', 'retry') AND output IS NOT NULL) recent
      WHERE n <= ${RECENT_FAILURES} ORDER BY at DESC`,
    [],
  );
  const lastRuns = await db.executeSql(
    `SELECT DISTINCT ON (name) name, state::text AS state, started_on, completed_on
       FROM (SELECT name, state, started_on, completed_on FROM pgboss.job WHERE started_on IS NOT NULL
             UNION ALL
             SELECT name, state, started_on, completed_on FROM pgboss.archive WHERE started_on IS NOT NULL) runs
      ORDER BY name, started_on DESC`,
    [],
  );
  const now = Date.now();
  return names.map((name): JobQueue => {
    const everySeconds = registered.schedules.get(name) ?? null;
    const mine = counts.rows.filter((row) => row.name === name);
    const count = (...states: string[]) =>
      mine
        .filter((row) => states.includes(row.state as string))
        .reduce((sum, row) => sum + Number(row.count), 0);
    const oldest = mine
      .map((row) => (row.oldest ? new Date(row.oldest as string).getTime() : Infinity))
      .reduce((a, b) => Math.min(a, b), Infinity);
    const last = lastRuns.rows.find((row) => row.name === name);
    const lastOutcome = last ? OUTCOMES[last.state as string] : undefined;
    const scheduledHere = everySeconds !== null && registered.runSchedules;
    return {
      name,
      kind: everySeconds === null ? 'task' : 'schedule',
      everySeconds,
      scheduled: scheduledHere,
      waiting: count('created', 'retry'),
      running: count('active'),
      completed: count('completed'),
      failed: count('failed'),
      oldestWaitingSince: Number.isFinite(oldest) ? new Date(oldest).toISOString() : null,
      lastRun:
        last && lastOutcome
          ? { startedAt: iso(last.started_on), finishedAt: iso(last.completed_on), outcome: lastOutcome }
          : null,
      nextRunAt:
        scheduledHere && everySeconds
          ? new Date((Math.floor(now / (everySeconds * 1000)) + 1) * everySeconds * 1000).toISOString()
          : null,
      recentFailures: failures.rows
        .filter((row) => row.name === name)
        .map((row) => ({
          id: row.id as string,
          at: iso(row.at) ?? '',
          message: failureMessage(row.output) ?? '',
        })),
    };
  });
};
