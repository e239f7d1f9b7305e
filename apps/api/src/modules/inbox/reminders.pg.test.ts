import { eq, inArray } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DAY_MS } from '@portal/contracts/constants';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { inboxItems } from '../../db/schema/index';
import jobsPlugin from '../../platform/jobs/plugin';
import { copyTemplateDatabase } from '../../test-support/test-database';
import { sleep, waitUntil } from '../../test-support/server-process';
import { makeParty, startPartyClock } from './inbox-fixtures.test-support';
import { createMailer, type OutgoingEmail } from './mailer';
import { inboxJobs } from './module';
import { sweepReminders } from './reminder-sweep';
import { reminderEmail } from './reminder-text';
import { startSmtpServer, type ReceivedEmail } from './smtp-inbox.test-support';

/**
 * The acceptance of the reminders (decision 0058): two API instances, each with its own pool and
 * job queue, sweep one PostgreSQL database every second; a clock passes 50 %, 80 % and its due
 * moment under a controlled clock; each reminder arrives once per person, by SMTP, in their language.
 */
describe('clock reminders by e-mail across two instances', { timeout: 300_000 }, () => {
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  let drop: () => Promise<void> = async () => undefined;
  let url = '';
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  /** The instances' clock: the test moves it past each threshold. */
  let now = new Date();

  const startInstance = async (smtpUrl: string | undefined) => {
    const handle = await openDatabase({ databaseUrl: url, poolSize: 4 });
    handles.push(handle);
    const app = Fastify();
    await app.register(jobsPlugin, { database: handle, runSchedules: true, pollingIntervalSeconds: 0.5 });
    inboxJobs(app, {
      database: handle,
      mailer: createMailer(smtpUrl, 'portal@inbox.test'),
      publicUrl: 'http://portal.test',
      sweepEverySeconds: 1,
      now: () => now,
    });
    await app.ready();
    apps.push(app);
    return { app, handle };
  };

  beforeAll(async () => {
    const source = inject('testDatabase');
    if (source.kind !== 'postgres') throw new Error('the two-instance test needs PostgreSQL');
    const copy = await copyTemplateDatabase(source);
    drop = copy.drop;
    url = copy.url;
    smtp = await startSmtpServer();
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await smtp?.close();
    await drop();
  });

  const mailTo = (address: string): ReceivedEmail[] =>
    smtp.received.filter((email) => email.to.includes(address));

  it("sends 50 %, 80 % and the breach once each, in each reader's language, only the reminders chosen", async () => {
    const [first] = [await startInstance(smtp.url), await startInstance(smtp.url)];
    const { db } = first.handle;
    const party = await makeParty(db, 'two-instances');
    // This party's people want no e-mail: their inbox gets the reminders all the same.
    const quiet = await makeParty(db, 'no-email', {
      'ar-SA': { emailAtHalf: false, emailAtFourFifths: false, emailAtBreach: false },
      'en-US': { emailAtHalf: false, emailAtFourFifths: false, emailAtBreach: false },
    });
    const startedAt = new Date(Date.now() - 60_000);
    now = startedAt;
    const clock = await startPartyClock(db, party.organizationId, startedAt);
    const quietClock = await startPartyClock(db, quiet.organizationId, startedAt);

    const steps = [
      { percent: 50, at: 1.1 },
      { percent: 80, at: 1.7 },
      { percent: 100, at: 2.1 },
    ] as const;
    for (const [index, step] of steps.entries()) {
      now = new Date(startedAt.getTime() + step.at * DAY_MS);
      await waitUntil(`the ${step.percent} % reminders`, 120_000, () =>
        party.people.every((person) => mailTo(person.email).length === index + 1),
      );
      for (const person of party.people) {
        const expected = reminderEmail(
          person.language,
          { ...clock, recordLabel: String(clock.subjectId), percent: step.percent },
          'http://portal.test',
        );
        const mail = mailTo(person.email)[index]!;
        expect(mail.subject).toBe(expected.subject);
        expect(mail.text.trim()).toBe(expected.text.trim());
      }
    }
    // Both instances keep sweeping: nothing is sent twice.
    await sleep(5_000);
    for (const person of party.people) expect(mailTo(person.email)).toHaveLength(3);
    expect(mailTo(party.people[0]!.email)[0]!.subject).toMatch(/[\u0600-\u06FF]/);
    expect(mailTo(party.people[1]!.email)[0]!.subject).toMatch(/^Half the time has passed/);

    for (const person of quiet.people) expect(mailTo(person.email)).toEqual([]);
    const quietItems = await db
      .select({ userId: inboxItems.userId, percent: inboxItems.percent })
      .from(inboxItems)
      .where(eq(inboxItems.subjectId, quietClock.subjectId));
    expect(quietItems).toHaveLength(6);
    const items = await db
      .select({ userId: inboxItems.userId })
      .from(inboxItems)
      .where(
        inArray(
          inboxItems.userId,
          party.people.map((person) => person.id),
        ),
      );
    expect(items).toHaveLength(6);
  });

  it('claims a reminder once when two instances sweep at the same moment', async () => {
    // The instances' own sweeps stop: only the two sweeps below may claim this clock's reminders.
    for (const app of apps.splice(0)) await app.close();
    const [one, two] = handles as [DatabaseHandle, DatabaseHandle];
    const party = await makeParty(one.db, 'same-moment');
    now = new Date();
    const clock = await startPartyClock(one.db, party.organizationId, new Date(now.getTime() - 1.9 * DAY_MS));
    const sent: OutgoingEmail[] = [];
    const queue = async (email: OutgoingEmail) => void sent.push(email);
    await Promise.all(
      [one, two, one, two].map((handle) => sweepReminders(handle.db, now, 'http://portal.test', queue)),
    );
    const mine = sent.filter((email) => party.people.some((person) => person.email === email.to));
    // 50 % and 80 % claimed once in all; each person gets one e-mail (the latest they chose, 80 %).
    expect(mine.map((email) => email.to).sort()).toEqual(party.people.map((person) => person.email).sort());
    const rows = await one.db.select().from(inboxItems).where(eq(inboxItems.subjectId, clock.subjectId));
    expect(rows.map((row) => row.percent).sort()).toEqual([50, 50, 80, 80]);
  });

  it('sends nothing when SMTP_URL is unset, and still fills the inbox', async () => {
    for (const app of apps.splice(0)) await app.close();
    const { handle } = await startInstance(undefined);
    const party = await makeParty(handle.db, 'no-smtp');
    now = new Date();
    const clock = await startPartyClock(
      handle.db,
      party.organizationId,
      new Date(now.getTime() - 1.2 * DAY_MS),
    );
    await waitUntil('the inbox items', 120_000, async () => {
      const rows = await handle.db.select().from(inboxItems).where(eq(inboxItems.subjectId, clock.subjectId));
      return rows.length === 2;
    });
    await sleep(3_000);
    for (const person of party.people) expect(mailTo(person.email)).toEqual([]);
  });
});
