import { and, inArray, isNull, sql } from 'drizzle-orm';
import { thresholdsPassed } from '@portal/contracts/clocks/clock';
import { CLOCK_OBLIGATIONS } from '@portal/contracts/clocks/obligations';
import { wantsEmailAt, type ReminderPercent } from '@portal/contracts/inbox';
import type { Database } from '../../db/client';
import { clockReminders, clocks, inboxItems } from '../../db/schema/index';
import { readStoredClock, type ClockRow } from '../../platform/clocks/clock-store';
import { loadCountingRules, type LoadedRules } from '../../platform/clocks/counting-rules';
import type { OutgoingEmail } from './mailer';
import { recipientsOf } from './recipients';
import { recordLabelOf } from './record-labels';
import { reminderEmail } from './reminder-text';

/** Open clocks read per statement. */
const BATCH = 500;
/** Reminders one sweep claims at most; the next minute's sweep goes on from there. */
export const MAX_CLAIMS_PER_RUN = 2_000;

const percentOf = (threshold: number): ReminderPercent => Math.round(threshold * 100) as ReminderPercent;

/** The reminders a clock is due now: a period (the trial) runs out rather than being breached. */
const percentsDue = (row: ClockRow, loaded: LoadedRules, now: Date): ReminderPercent[] =>
  thresholdsPassed(readStoredClock(row, loaded, now))
    .map(percentOf)
    .filter((percent) => percent < 100 || CLOCK_OBLIGATIONS[row.obligation].kind !== 'period');

/**
 * Claims a clock's reminders and fills the inbox of its party, in one transaction: the primary key
 * of `clock_reminders` lets exactly one sweep (of any API instance) insert each threshold, so a
 * reminder is announced once however many instances sweep. Answers the e-mails to send.
 */
const announce = async (
  db: Database,
  row: ClockRow,
  percents: ReminderPercent[],
  publicUrl: string,
): Promise<{ claimed: number; emails: OutgoingEmail[] }> =>
  db.transaction(async (tx) => {
    const claimed = await tx
      .insert(clockReminders)
      .values(percents.map((percent) => ({ clockId: row.id, percent })))
      .onConflictDoNothing()
      .returning({ percent: clockReminders.percent });
    if (claimed.length === 0) return { claimed: 0, emails: [] };
    const mine = claimed.map((claim) => claim.percent as ReminderPercent).sort((a, b) => a - b);
    const recipients = await recipientsOf(tx, row.partyOrganizationId, row.subjectType);
    if (recipients.length === 0) return { claimed: claimed.length, emails: [] };
    const recordLabel = await recordLabelOf(tx, row.subjectType, row.subjectId);
    await tx
      .insert(inboxItems)
      .values(
        recipients.flatMap((recipient) =>
          mine.map((percent) => ({
            userId: recipient.userId,
            kind: 'reminder' as const,
            sourceKey: `clock:${row.id}:${percent}`,
            subjectType: row.subjectType,
            subjectId: row.subjectId,
            recordLabel,
            obligation: row.obligation,
            percent,
            dueAt: row.dueAt,
          })),
        ),
      )
      .onConflictDoNothing();
    // A clock that passed several thresholds at once (a sweep missed, a clock started late) mails
    // only the latest each person chose: one e-mail saying "overdue", not three in a row.
    const emails = recipients.flatMap((recipient) => {
      const chosen = mine.filter((percent) => wantsEmailAt(recipient.preferences, percent)).at(-1);
      if (chosen === undefined || !recipient.email) return [];
      const facts = { ...row, recordLabel, percent: chosen };
      return [{ to: recipient.email, ...reminderEmail(recipient.preferences.language, facts, publicUrl) }];
    });
    return { claimed: claimed.length, emails };
  });

/**
 * The minute's reminder sweep (decision 0058): open clocks that may have passed 50 %, 80 % or their
 * due moment, read under the current holidays and outages (decision 0056); each new threshold is
 * claimed, put in the party's inboxes and its e-mails handed to `queueEmail` (the job queue, which
 * retries a failed send without holding the sweep up). Answers how many reminders it claimed.
 *
 * The prefilter is safe for working days and outages: counted time never exceeds calendar time, so
 * a clock has used half of its limit only once half of its days have passed on the calendar.
 */
export const sweepReminders = async (
  db: Database,
  now: Date,
  publicUrl: string,
  queueEmail: ((email: OutgoingEmail) => Promise<void>) | undefined,
): Promise<number> => {
  const loaded = await loadCountingRules(db, now);
  let claimed = 0;
  let afterId = 0;
  for (;;) {
    const rows = await db
      .select({
        clock: clocks,
        claimedPercents: sql<
          number[]
        >`array(select ${clockReminders.percent} from ${clockReminders} where ${clockReminders.clockId} = ${clocks.id})`,
      })
      .from(clocks)
      .where(
        and(
          isNull(clocks.metAt),
          isNull(clocks.closedAt),
          inArray(clocks.state, ['running', 'paused', 'breached']),
          sql`${clocks.id} > ${afterId}`,
          sql`${clocks.startedAt} + ${clocks.days} * interval '12 hours' <= ${now.toISOString()}::timestamptz`,
          sql`(select count(*) from ${clockReminders} where ${clockReminders.clockId} = ${clocks.id}) < 3`,
        ),
      )
      .orderBy(clocks.id)
      .limit(BATCH);
    for (const { clock: row, claimedPercents } of rows) {
      // Only what no sweep has claimed yet: a clock whose reminders are all out costs no transaction.
      const claimedAlready = new Set((claimedPercents ?? []).map(Number));
      const percents = percentsDue(row, loaded, now).filter((percent) => !claimedAlready.has(percent));
      if (percents.length === 0) continue;
      const announced = await announce(db, row, percents, publicUrl);
      claimed += announced.claimed;
      const { emails } = announced;
      if (queueEmail) for (const email of emails) await queueEmail(email);
      // A backlog (a first start among many open clocks) goes out over the next minutes.
      if (claimed >= MAX_CLAIMS_PER_RUN) return claimed;
    }
    if (rows.length < BATCH) return claimed;
    afterId = rows[rows.length - 1]!.clock.id;
  }
};
