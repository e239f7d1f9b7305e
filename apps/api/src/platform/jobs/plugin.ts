import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/client';
import { createJobsRunner } from './pg-boss-jobs';
import type { Jobs } from './types';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Scheduled and one-off background jobs (platform/jobs/types.ts). */
    jobs: Jobs;
  }
}

export type JobsPluginOptions = {
  database: DatabaseHandle;
  /** Offer each schedule's job every period (default true; the API's tests turn it off). */
  runSchedules?: boolean;
  /** Run the jobs on this instance (default true); false: only send them (decision 0071). */
  work?: boolean;
  /** How long closing waits for running jobs (default 20 s). */
  stopTimeoutMs?: number;
  pollingIntervalSeconds?: number;
};

/**
 * `app.jobs`: the queue starts when the app is ready (when it runs schedules; otherwise at its first
 * use, so tests that never touch it create no tables) and stops when the app closes, waiting for the
 * jobs running here up to `stopTimeoutMs`.
 */
const jobsPlugin: FastifyPluginAsync<JobsPluginOptions> = async (app, options) => {
  const runSchedules = options.runSchedules ?? true;
  const runner = createJobsRunner({
    database: options.database,
    log: app.log,
    runSchedules,
    ...(options.work !== undefined && { work: options.work }),
    ...(options.stopTimeoutMs !== undefined && { stopTimeoutMs: options.stopTimeoutMs }),
    ...(options.pollingIntervalSeconds !== undefined && {
      pollingIntervalSeconds: options.pollingIntervalSeconds,
    }),
  });
  const { start: _start, stop: _stop, ...jobs } = runner;
  app.decorate('jobs', jobs);
  if (runSchedules) app.addHook('onReady', runner.start);
  app.addHook('onClose', runner.stop);
};

export default fp(jobsPlugin, { name: 'jobs', fastify: '5.x' });
