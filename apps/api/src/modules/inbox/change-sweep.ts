import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { AccessRight } from '@portal/contracts/access';
import type { ClockSubject } from '@portal/contracts/clocks/obligations';
import type { OfficeLocation } from '@portal/contracts/constants';
import { employmentRequestTransitions } from '@portal/contracts/employment-requests/transitions';
import { actionableStatuses } from '@portal/contracts/transitions/statuses';
import type { Database } from '../../db/client';
import {
  employmentRequests,
  establishments,
  inboxCursors,
  inboxItems,
  licenceRequests,
  memberships,
  organizations,
  partnershipContracts,
  recordHistory,
  users,
} from '../../db/schema/index';
import type { Executor } from '../../platform/history/service';
import { mayHearOf, rightsByPerson } from './recipients';

/** The records whose status changes reach their parties' inboxes (decision 0058). */
const WATCHED: readonly ClockSubject[] = ['employmentRequest', 'partnershipContract', 'licenceRequest'];

const CURSOR = 'status-changes';
const BATCH = 500;
/** Inbox rows per insert: nine columns each, well under PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 1_000;

/**
 * The statuses an embassy acts on (the declared transitions' `embassy` party: PENDING_EMBASSY). An
 * employment request's embassy hears of a change that enters or leaves one of them: the request
 * reaching its queue and every way out of it (its own approval or rejection, the office's
 * cancellation, the expiry). Its other changes (the ticket, the arrival) are the office's business.
 */
export const EMBASSY_STATUSES: readonly string[] = actionableStatuses(
  employmentRequestTransitions,
  'embassy',
);

/**
 * History rows younger than this are left for the next sweep: ids are handed out when a row is
 * written, not when its transaction commits, so a slow transaction may commit a lower id after a
 * higher one; the margin (longer than the statement time limit) keeps the cursor from passing it.
 */
export const SETTLING_MS = 90_000;

type HistoryRow = typeof recordHistory.$inferSelect;
type Change = { row: HistoryRow; type: ClockSubject; from: string | null; to: string | null };
/** Where a foreign embassy sits: its country and its office location (scope.ts `visibleRequests`). */
type EmbassySeat = { countryId: number; officeLocation: OfficeLocation };
/** A record's parties: its organisations, the embassy seat of a request, and its number. */
type Parties = { organizations: number[]; seat: EmbassySeat | null; label: string };

const statusText = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const seatKey = (seat: EmbassySeat) => `${seat.countryId}:${seat.officeLocation}`;
const recordKey = (type: ClockSubject, id: number) => `${type}:${id}`;
const idsOf = (changes: readonly Change[], type: ClockSubject) => [
  ...new Set(changes.filter((change) => change.type === type).map((change) => change.row.entityId)),
];

/** Whether the request's embassy hears of this change (its queue's statuses, above). */
const concernsEmbassy = (change: Change) =>
  change.type === 'employmentRequest' &&
  ((change.from !== null && EMBASSY_STATUSES.includes(change.from)) ||
    (change.to !== null && EMBASSY_STATUSES.includes(change.to)));

/**
 * The parties of every record of the batch, one query per kind of record: an employment request's
 * and a partnership contract's office and agency (a request also its embassy seat), a licence
 * request's holder; a contract's label is its issued number, the others' their id.
 */
const partiesOfBatch = async (executor: Executor, changes: readonly Change[]) => {
  const parties = new Map<string, Parties>();
  const requestIds = idsOf(changes, 'employmentRequest');
  const contractIds = idsOf(changes, 'partnershipContract');
  const licenceIds = idsOf(changes, 'licenceRequest');
  const [requests, contracts, licences] = await Promise.all([
    requestIds.length === 0
      ? []
      : executor
          .select({
            id: employmentRequests.id,
            office: employmentRequests.officeId,
            agency: employmentRequests.agencyId,
            countryId: employmentRequests.countryId,
            officeLocation: employmentRequests.officeLocation,
          })
          .from(employmentRequests)
          .where(inArray(employmentRequests.id, requestIds)),
    contractIds.length === 0
      ? []
      : executor
          .select({
            id: partnershipContracts.id,
            office: partnershipContracts.officeId,
            agency: partnershipContracts.agencyId,
            number: partnershipContracts.number,
          })
          .from(partnershipContracts)
          .where(inArray(partnershipContracts.id, contractIds)),
    licenceIds.length === 0
      ? []
      : executor
          .select({ id: licenceRequests.id, holder: licenceRequests.organizationId })
          .from(licenceRequests)
          .where(inArray(licenceRequests.id, licenceIds)),
  ]);
  for (const row of requests) {
    parties.set(recordKey('employmentRequest', row.id), {
      organizations: [row.office, row.agency],
      seat: { countryId: row.countryId, officeLocation: row.officeLocation },
      label: String(row.id),
    });
  }
  for (const row of contracts) {
    parties.set(recordKey('partnershipContract', row.id), {
      organizations: [row.office, row.agency],
      seat: null,
      label: row.number ?? String(row.id),
    });
  }
  for (const row of licences) {
    parties.set(recordKey('licenceRequest', row.id), {
      organizations: [row.holder],
      seat: null,
      label: String(row.id),
    });
  }
  return parties;
};

/**
 * The active people of each organisation (an active membership of one of its establishments), with
 * the rights of each membership: who may hear of which record (`mayHearOf`).
 */
const peopleOfOrganizations = async (executor: Executor, organizationIds: readonly number[]) => {
  if (organizationIds.length === 0) return new Map<number, Map<number, AccessRight[][]>>();
  const rows = await executor
    .select({
      key: establishments.organizationId,
      userId: users.id,
      accessRights: memberships.accessRights,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(establishments, eq(establishments.id, memberships.establishmentId))
    .where(
      and(
        eq(memberships.active, true),
        eq(users.active, true),
        inArray(establishments.organizationId, [...organizationIds]),
      ),
    );
  return rightsByPerson(rows);
};

/**
 * The people of the foreign embassies at each seat: what an embassy's visibility reads (its
 * members act as FOREIGN_EMBASSY; its organisation's country and office location match the
 * request's). An embassy without an office location sees no request (scope.ts; the specification's
 * Philippine embassy without a location sees none), so it matches no seat and hears nothing.
 */
const peopleOfSeats = async (executor: Executor, seats: readonly EmbassySeat[]) => {
  if (seats.length === 0) return new Map<string, Map<number, AccessRight[][]>>();
  const wanted = new Set(seats.map(seatKey));
  const rows = await executor
    .select({
      countryId: organizations.countryId,
      officeLocation: organizations.officeLocation,
      userId: users.id,
      accessRights: memberships.accessRights,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(establishments, eq(establishments.id, memberships.establishmentId))
    .innerJoin(organizations, eq(organizations.id, establishments.organizationId))
    .where(
      and(
        eq(memberships.role, 'FOREIGN_EMBASSY'),
        eq(memberships.active, true),
        eq(users.active, true),
        inArray(organizations.countryId, [...new Set(seats.map((seat) => seat.countryId))]),
        inArray(organizations.officeLocation, [...new Set(seats.map((seat) => seat.officeLocation))]),
      ),
    );
  return rightsByPerson(
    rows.flatMap(({ countryId, officeLocation, ...person }) => {
      if (countryId === null || officeLocation === null) return [];
      const key = seatKey({ countryId, officeLocation });
      return wanted.has(key) ? [{ ...person, key }] : [];
    }),
  );
};

/**
 * Reads the history after the kept cursor and gives each person of a record's parties an inbox item
 * when someone else changed its status (the person who made the change is not told); an employment
 * request's embassy is told of the changes of its queue (EMBASSY_STATUSES). The parties and their
 * people are read for the whole batch at once (a handful of queries, not a few per row). The
 * cursor row is locked for the sweep, so two sweeps never read the same rows. Answers the items
 * added.
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
    const rows = await tx
      .select()
      .from(recordHistory)
      .where(
        and(
          gt(recordHistory.id, cursor?.lastHistoryId ?? 0),
          lte(recordHistory.changedAt, new Date(now.getTime() - SETTLING_MS)),
        ),
      )
      .orderBy(asc(recordHistory.id))
      .limit(BATCH);
    if (rows.length === 0) return 0;
    const changes: Change[] = rows.flatMap((row) => {
      const status = row.changes.status;
      const type = row.entityType as ClockSubject;
      if (!status || !WATCHED.includes(type)) return [];
      return [{ row, type, from: statusText(status.from), to: statusText(status.to) }];
    });

    const parties = await partiesOfBatch(tx, changes);
    const organizationIds = new Set([...parties.values()].flatMap((entry) => entry.organizations));
    const seats = new Map<string, EmbassySeat>();
    for (const change of changes.filter(concernsEmbassy)) {
      const seat = parties.get(recordKey(change.type, change.row.entityId))?.seat;
      if (seat) seats.set(seatKey(seat), seat);
    }
    const [organizationPeople, seatPeople] = await Promise.all([
      peopleOfOrganizations(tx, [...organizationIds]),
      peopleOfSeats(tx, [...seats.values()]),
    ]);

    const items: (typeof inboxItems.$inferInsert)[] = [];
    for (const change of changes) {
      const { row } = change;
      const record = parties.get(recordKey(change.type, row.entityId));
      if (!record) continue;
      const groups = record.organizations.map((organization) => organizationPeople.get(organization));
      if (record.seat && concernsEmbassy(change)) groups.push(seatPeople.get(seatKey(record.seat)));
      const people = new Set<number>();
      for (const group of groups)
        for (const [userId, rights] of group ?? []) if (mayHearOf(change.type, rights)) people.add(userId);
      for (const userId of people) {
        if (userId === row.changedBy) continue;
        items.push({
          userId,
          kind: 'change',
          sourceKey: `history:${row.id}`,
          subjectType: change.type,
          subjectId: row.entityId,
          recordLabel: record.label,
          statusFrom: change.from,
          statusTo: change.to,
          createdAt: row.changedAt,
        });
      }
    }
    let added = 0;
    for (let start = 0; start < items.length; start += INSERT_CHUNK) {
      const inserted = await tx
        .insert(inboxItems)
        .values(items.slice(start, start + INSERT_CHUNK))
        .onConflictDoNothing()
        .returning({ id: inboxItems.id });
      added += inserted.length;
    }
    await tx
      .update(inboxCursors)
      .set({ lastHistoryId: rows.at(-1)!.id, updatedAt: now })
      .where(eq(inboxCursors.name, CURSOR));
    return added;
  });
