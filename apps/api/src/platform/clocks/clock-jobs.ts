import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Jobs } from '../jobs/types';
import { refreshAndFollow, type ClocksMovedFollower } from './clock-refresh';
import { forgetCountingRules } from './counting-rules';

/** Every minute: the clocks due by now read again (breached, a trial run out, moved by an outage). */
export const CLOCKS_SWEEP_JOB = 'clocks.sweep';
/** Once, after the holidays or the incidents changed: every open clock read again. */
export const CLOCKS_REFRESH_JOB = 'clocks.refresh';
export const CLOCKS_SWEEP_EVERY_SECONDS = 60;

/**
 * Asks for every open clock to be read again (the holidays or the incidents changed): one job on the
 * queue, a second ask while one waits is the same job. Answers the job's id (null: one waits). The
 * holidays and incidents this instance kept to start clocks are read again at once.
 */
export const requestClocksRefresh = (jobs: Jobs): Promise<string | null> => {
  forgetCountingRules();
  return jobs.send(CLOCKS_REFRESH_JOB, {}, { singletonKey: CLOCKS_REFRESH_JOB });
};

/**
 * The clocks' jobs on the queue (decision 0056): the minute's sweep of due clocks and the refresh of
 * every open clock that the holidays' and incidents' changes enqueue. An open incident keeps moving
 * the due moments it covers, so the minute's sweep never breaches a clock inside one.
 */
export const registerClockJobs = (
  app: FastifyInstance,
  db: Database,
  follower: ClocksMovedFollower | undefined,
): void => {
  app.jobs.schedule(
    CLOCKS_SWEEP_JOB,
    { everySeconds: CLOCKS_SWEEP_EVERY_SECONDS },
    () => refreshAndFollow(db, follower, new Date(), true),
    { retryLimit: 1 },
  );
  app.jobs.define(CLOCKS_REFRESH_JOB, () => refreshAndFollow(db, follower, new Date(), false), {
    retryLimit: 2,
  });
};
