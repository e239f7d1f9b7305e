import type { FastifyInstance } from 'fastify';
import { sweepExpiredRequests } from './expiry-sweep';
import type { EmploymentRequestOptions } from './module';

/** How often overdue requests are swept (once per period across every API instance). */
export const EXPIRY_SWEEP_EVERY_MS = 60_000;

/**
 * Expires overdue requests once a minute on the job queue (`app.jobs`, platform/jobs): one instance
 * runs each period's sweep; a failed sweep is recorded and retried. An interval of 0 registers none.
 */
export const employmentRequestExpirySweeper = async (
  app: FastifyInstance,
  options: EmploymentRequestOptions,
) => {
  const everyMs = options.expirySweepEveryMs ?? EXPIRY_SWEEP_EVERY_MS;
  if (everyMs <= 0) return;
  const { db } = options.database;
  app.jobs.schedule(
    'employment-requests.expiry-sweep',
    { everySeconds: Math.max(Math.round(everyMs / 1000), 1) },
    async () => {
      const expired = await sweepExpiredRequests(db);
      if (expired > 0) app.log.info({ expired }, 'expired unanswered employment requests');
      return { expired };
    },
    { retryLimit: 1 },
  );
};
