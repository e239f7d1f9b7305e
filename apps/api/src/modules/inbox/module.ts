import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { sweepStatusChanges } from './change-sweep';
import type { Mailer, OutgoingEmail } from './mailer';
import { sweepReminders } from './reminder-sweep';
import { inboxRoutes } from './routes';

/** The queue of reminder e-mails: one job per e-mail, retried on its own when the server fails. */
export const REMINDER_EMAIL_JOB = 'inbox.reminder-email';

export type InboxOptions = {
  database: DatabaseHandle;
  /** Undefined when `SMTP_URL` is unset: the inbox gets the reminders, nobody is e-mailed. */
  mailer: Mailer | undefined;
  publicUrl: string;
  /** The sweeps' period (default a minute); 0 schedules none (tests sweep when they choose). */
  sweepEverySeconds?: number;
  /** The sweeps' clock (tests move it). */
  now?: () => Date;
};

export const INBOX_SWEEP_EVERY_SECONDS = 60;

/**
 * The reminders and status changes of the inbox on the job queue (decision 0058): the sweeps run
 * once a minute across every instance; each e-mail is a job of its own, retried with a growing
 * delay when the mail server fails, so a failing server never holds a sweep up.
 */
export const inboxJobs = (app: FastifyInstance, options: InboxOptions) => {
  const everySeconds = options.sweepEverySeconds ?? INBOX_SWEEP_EVERY_SECONDS;
  const now = options.now ?? (() => new Date());
  const { db } = options.database;
  const { mailer } = options;
  if (mailer) {
    app.jobs.define<OutgoingEmail>(REMINDER_EMAIL_JOB, async (job) => mailer.send(job.data), {
      retryLimit: 5,
      retryDelaySeconds: 60,
    });
    app.addHook('onClose', async () => mailer.close());
  }
  if (everySeconds <= 0) return;
  const queueEmail = mailer
    ? async (email: OutgoingEmail) => {
        await app.jobs.send(REMINDER_EMAIL_JOB, email);
      }
    : undefined;
  app.jobs.schedule(
    'inbox.reminder-sweep',
    { everySeconds },
    async () => ({ claimed: await sweepReminders(db, now(), options.publicUrl, queueEmail) }),
    { retryLimit: 1 },
  );
  app.jobs.schedule(
    'inbox.status-change-sweep',
    { everySeconds },
    async () => ({ added: await sweepStatusChanges(db, now()) }),
    { retryLimit: 1 },
  );
};

/** The inbox's routes and its background jobs. */
export const registerInbox = async (app: FastifyInstance, options: InboxOptions): Promise<void> => {
  await app.register(inboxRoutes, options);
  inboxJobs(app, options);
};
