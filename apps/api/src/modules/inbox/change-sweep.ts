import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { ClockSubject } from '@portal/contracts/clocks/obligations';
import type { Database } from '../../db/client';
import {
  employmentRequests,
  inboxCursors,
  inboxItems,
  licenceRequests,
  partnershipContracts,
  recordHistory,
} from '../../db/schema/index';
import type { Executor } from '../../platform/history/service';
import { recipientsOf } from './recipients';
import { recordLabelOf } from './record-labels';

/** The records whose status changes reach their parties' inboxes (decision 0058). */
const WATCHED: readonly ClockSubject[] = ['employmentRequest', 'partnershipContract', 'licenceRequest'];

const CURSOR = 'status-changes';
const BATCH = 500;

/**
 * History rows younger than this are left for the next sweep: ids are handed out when a row is
 * written, not when its transaction commits, so a slow transaction may commit a lower id after a
 * higher one; the margin (longer than the statement time limit) keeps the cursor from passing it.
 */
export const SETTLING_MS = 90_000;

/** The organisations that are parties of a record: the office and the agency, or the licence's holder. */
const partiesOf = async (executor: Executor, type: ClockSubject, id: number): Promise<number[]> => {
  if (type === 'licenceRequest') {
    const rows = await executor
      .select({ org: licenceRequests.organizationId })
      .from(licenceRequests)
      .where(eq(licenceRequests.id, id));
    return rows.map((row) => row.org);
  }
  const table = type === 'employmentRequest' ? employmentRequests : partnershipContracts;
  const rows = await executor
    .select({ office: table.officeId, agency: table.agencyId })
    .from(table)
    .where(eq(table.id, id));
  return rows.flatMap((row) => [row.office, row.agency]);
};

const statusText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Reads the history after the kept cursor and gives each person of a record's parties an inbox item
 * when someone else changed its status (the person who made the change is not told). The cursor row
 * is locked for the sweep, so two sweeps never read the same rows. Answers the items added.
 */
export const sweepStatusChanges = async (db: Database, now: Date): Promise<number> =>
  db.transaction(async (tx) => {
    // The first sweep starts from the history as it stands: the inbox tells of changes from then on,
    // not of every change the portal ever recorded.
    await tx
      .insert(inboxCursors)
      .values({
        name: CURSOR,
        lastHistoryId: sql`(select coalesce(max(${recordHistory.id}), 0) from ${recordHistory})`,
      })
      .onConflictDoNothing();
    const [cursor] = await tx.select().from(inboxCursors).where(eq(inboxCursors.name, CURSOR)).for('update');
    let last = cursor?.lastHistoryId ?? 0;
    const rows = await tx
      .select()
      .from(recordHistory)
      .where(
        and(gt(recordHistory.id, last), lte(recordHistory.changedAt, new Date(now.getTime() - SETTLING_MS))),
      )
      .orderBy(asc(recordHistory.id))
      .limit(BATCH);
    let added = 0;
    for (const row of rows) {
      last = row.id;
      const status = row.changes.status;
      const type = row.entityType as ClockSubject;
      if (!status || !WATCHED.includes(type)) continue;
      const parties = [...new Set(await partiesOf(tx, type, row.entityId))];
      const people = (await Promise.all(parties.map((party) => recipientsOf(tx, party)))).flat();
      const told = [...new Set(people.map((person) => person.userId))].filter((id) => id !== row.changedBy);
      if (told.length === 0) continue;
      const recordLabel = await recordLabelOf(tx, type, row.entityId);
      const inserted = await tx
        .insert(inboxItems)
        .values(
          told.map((userId) => ({
            userId,
            kind: 'change' as const,
            sourceKey: `history:${row.id}`,
            subjectType: type,
            subjectId: row.entityId,
            recordLabel,
            statusFrom: statusText(status.from),
            statusTo: statusText(status.to),
            createdAt: row.changedAt,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: inboxItems.id });
      added += inserted.length;
    }
    await tx
      .update(inboxCursors)
      .set({ lastHistoryId: last, updatedAt: now })
      .where(eq(inboxCursors.name, CURSOR));
    return added;
  });
