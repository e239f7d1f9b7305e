import { z } from 'zod';

/**
 * The admins' view of the background job queue (`GET /api/system/jobs`): one entry per queue,
 * a schedule's queue with its period, last run and next run. Counts are of the jobs the queue still
 * keeps (completed and failed jobs are archived after a day, docs/decisions/0047).
 */
export const JOB_OUTCOMES = ['running', 'completed', 'failed', 'retrying'] as const;
export type JobOutcome = (typeof JOB_OUTCOMES)[number];

export const jobFailureSchema = z.object({
  id: z.string(),
  at: z.string(),
  message: z.string(),
});
export type JobFailure = z.infer<typeof jobFailureSchema>;

export const jobQueueSchema = z.object({
  name: z.string(),
  /** `schedule`: runs once per period across all instances; `task`: one-off work sent to it. */
  kind: z.enum(['schedule', 'task']),
  /** A schedule's period in seconds (null for a task queue). */
  everySeconds: z.number().int().positive().nullable(),
  /** Whether this instance runs the schedule (schedules are off in tests unless asked for). */
  scheduled: z.boolean(),
  waiting: z.number().int().nonnegative(),
  running: z.number().int().nonnegative(),
  completed: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  /** When the oldest job still waiting was created (the queue's age). */
  oldestWaitingSince: z.string().nullable(),
  lastRun: z
    .object({
      startedAt: z.string().nullable(),
      finishedAt: z.string().nullable(),
      outcome: z.enum(JOB_OUTCOMES),
    })
    .nullable(),
  /** A schedule's next period start (null for a task queue or a schedule not run here). */
  nextRunAt: z.string().nullable(),
  /** The latest failures, newest first (at most 5). */
  recentFailures: z.array(jobFailureSchema),
});
export type JobQueue = z.infer<typeof jobQueueSchema>;

export const jobsOverviewSchema = z.object({
  generatedAt: z.string(),
  queues: z.array(jobQueueSchema),
});
export type JobsOverview = z.infer<typeof jobsOverviewSchema>;
