import type { FastifyInstance } from 'fastify';
import { sweepExpiredRequests } from './expiry-sweep';
import type { EmploymentRequestOptions } from './module';

/** How often each API instance sweeps overdue requests. */
export const EXPIRY_SWEEP_EVERY_MS = 60_000;

/**
 * Expires overdue requests when the API is ready and then every minute, one sweep at a time per
 * instance (the timer keeps no process alive); closing the API stops it and waits for a sweep running.
 */
export const employmentRequestExpirySweeper = async (
  app: FastifyInstance,
  options: EmploymentRequestOptions,
) => {
  const everyMs = options.expirySweepEveryMs ?? EXPIRY_SWEEP_EVERY_MS;
  if (everyMs <= 0) return;
  const { db } = options.database;
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= sweepExpiredRequests(db)
      .then(
        (expired) => {
          if (expired > 0) app.log.info({ expired }, 'expired unanswered employment requests');
        },
        (err: unknown) => app.log.warn({ err }, 'employment request expiry sweep failed'),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, everyMs);
    timer.unref();
    void sweep();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};
