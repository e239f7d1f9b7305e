import { and, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { COMPLAINT_STATUS, type Complaint } from '@portal/contracts/complaints';
import type { Database } from '../../db/client';
import { complaints, employmentRequests as requests, organizations } from '../../db/schema/index';
import { obligationRuleOf, type ClockSettingsReader } from '../../platform/clocks/clock-rules';
import { closeClocks, meetClock, startClock } from '../../platform/clocks/clock-store';
import type { Executor } from '../../platform/history/service';
import { embassyOf } from '../employment-requests/request-clocks';
import { complaintRequestColumns } from './service';

/** How often the portal reads the tracker (once per period across every API instance). */
export const COMPLAINTS_SYNC_EVERY_SECONDS = 60;
export const COMPLAINTS_SYNC_JOB = 'complaints.sync';

/** Rows per insert statement (11 values each: far below PostgreSQL's parameter limit). */
const UPSERT_BATCH = 500;

export type ComplaintsRecorded = {
  /** Complaints stored (new or updated). */
  recorded: number;
  /** Complaints first seen by this call: their answer clocks started. */
  started: number;
  /** Answer clocks met by this call (the complaint seen past OPEN for the first time). */
  met: number;
  /** Complaints about a request or by an organisation this database does not have: not stored. */
  skipped: number;
  /** Complaints a complete reading no longer has: marked gone, their open clocks closed. */
  gone: number;
};

type KnownRequest = { id: number; officeId: number; countryId: number; officeLocation: string };

/**
 * The side a complaint waits on (decision 0031): the one that did not raise it. The request's office
 * raised it: the foreign embassy of the request's country and office location (`embassyOf`, null
 * when none is registered: nobody in the portal owes it); otherwise (the embassy raised it) the office.
 */
const partyOf = (executor: Executor, request: KnownRequest, raisedBy: number): Promise<number | null> =>
  raisedBy === request.officeId ? embassyOf(executor, request) : Promise.resolve(request.officeId);

/**
 * When the complaint was answered: first seen past OPEN, the tracker's `updatedAt` of that reading.
 * A complaint first seen RESOLVED (answered and resolved between two readings) takes that moment as
 * its answer too (decision 0063).
 */
const answeredAtOf = (complaint: Complaint) =>
  complaint.status === COMPLAINT_STATUS.OPEN ? null : new Date(complaint.updatedAt);
const resolvedAtOf = (complaint: Complaint) =>
  complaint.status === COMPLAINT_STATUS.RESOLVED ? new Date(complaint.updatedAt) : null;

/**
 * Stores complaints as the tracker answered them, in the caller's transaction (decision 0063), and
 * moves their answer clocks: a complaint seen for the first time starts its clock from its creation,
 * owed by the side it waits on (rule from the settings as they stand); one seen past OPEN for the
 * first time meets it at its answer (late when after the due moment). `complete`: `seen` is every
 * complaint of the tracker, so one stored and not seen is gone (its open clock closed); a reading of
 * one complaint (an admin's decision) leaves the others alone. One recording at a time (advisory
 * lock), so what was stored before is what this call compares with.
 */
export const recordComplaints = async (
  tx: Executor,
  seen: readonly Complaint[],
  options: { now: Date; complete: boolean; read: ClockSettingsReader },
): Promise<ComplaintsRecorded> => {
  const { now } = options;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${COMPLAINTS_SYNC_JOB}))`);
  const result: ComplaintsRecorded = { recorded: 0, started: 0, met: 0, skipped: 0, gone: 0 };
  const ids = [...new Set(seen.map((complaint) => complaint.id))];
  const requestIds = [...new Set(seen.map((complaint) => complaint.employmentRequest.id))];
  const raiserIds = [...new Set(seen.map((complaint) => complaint.raisedBy.organizationId))];
  const [knownRequests, knownRaisers, stored] = await Promise.all([
    requestIds.length === 0
      ? []
      : tx.select(complaintRequestColumns).from(requests).where(inArray(requests.id, requestIds)),
    raiserIds.length === 0
      ? []
      : tx.select({ id: organizations.id }).from(organizations).where(inArray(organizations.id, raiserIds)),
    ids.length === 0
      ? []
      : tx
          .select({ id: complaints.id, answeredAt: complaints.answeredAt })
          .from(complaints)
          .where(inArray(complaints.id, ids)),
  ]);
  const requestById = new Map(knownRequests.map((row) => [row.id, row as KnownRequest]));
  const raisers = new Set(knownRaisers.map((row) => row.id));
  const storedById = new Map(stored.map((row) => [row.id, row]));

  // A tracker shared with another database (or a simulator file kept across re-seeds) may name
  // requests this one does not have: such a complaint is not the portal's to count.
  const kept = seen.filter((complaint) => {
    const known =
      requestById.has(complaint.employmentRequest.id) && raisers.has(complaint.raisedBy.organizationId);
    if (!known) result.skipped += 1;
    return known;
  });
  const rows = kept.map((complaint) => ({
    id: complaint.id,
    number: complaint.number,
    employmentRequestId: complaint.employmentRequest.id,
    // The office is the request's as the portal keeps it (the tracker's copy came from it, signed).
    officeId: requestById.get(complaint.employmentRequest.id)!.officeId,
    raisedByOrganizationId: complaint.raisedBy.organizationId,
    raisedByRole: complaint.raisedBy.role,
    status: complaint.status,
    createdAt: new Date(complaint.createdAt),
    answeredAt: answeredAtOf(complaint),
    resolvedAt: resolvedAtOf(complaint),
    lastSeenAt: now,
    goneAt: null,
  }));
  for (let start = 0; start < rows.length; start += UPSERT_BATCH) {
    await tx
      .insert(complaints)
      .values(rows.slice(start, start + UPSERT_BATCH))
      .onConflictDoUpdate({
        target: complaints.id,
        // The first moments seen stay: a later reading never moves an answer or a resolution.
        set: {
          number: sql`excluded.number`,
          status: sql`excluded.status`,
          answeredAt: sql`coalesce(${complaints.answeredAt}, excluded.answered_at)`,
          resolvedAt: sql`coalesce(${complaints.resolvedAt}, excluded.resolved_at)`,
          lastSeenAt: sql`excluded.last_seen_at`,
          goneAt: sql`null`,
        },
      });
  }
  result.recorded = rows.length;

  const rule = kept.some((complaint) => !storedById.has(complaint.id))
    ? await obligationRuleOf(options.read, tx as Database, 'complaintAnswer')
    : null;
  for (const complaint of kept) {
    const before = storedById.get(complaint.id);
    const answeredAt = answeredAtOf(complaint);
    if (!before && rule) {
      const request = requestById.get(complaint.employmentRequest.id)!;
      const party = await partyOf(tx, request, complaint.raisedBy.organizationId);
      // No embassy registered for the request: nobody in the portal owes the answer, no clock.
      if (party === null) continue;
      await startClock(tx, {
        obligation: 'complaintAnswer',
        subjectId: complaint.id,
        partyOrganizationId: party,
        startedAt: new Date(complaint.createdAt),
        ...rule,
      });
      result.started += 1;
    }
    if (answeredAt && !before?.answeredAt) {
      await meetClock(tx, 'complaintAnswer', complaint.id, answeredAt);
      result.met += 1;
    }
  }

  if (options.complete) {
    const gone = await tx
      .update(complaints)
      .set({ goneAt: now })
      .where(and(isNull(complaints.goneAt), ids.length > 0 ? notInArray(complaints.id, ids) : undefined))
      .returning({ id: complaints.id });
    for (const { id } of gone) await closeClocks(tx, 'complaint', id, now, ['complaintAnswer']);
    result.gone = gone.length;
  }
  return result;
};

export type ComplaintsSyncOutcome = ({ reached: true } & ComplaintsRecorded) | { reached: false };

/**
 * The minute's sync (`complaints.sync`, decision 0063): every complaint read through the connector
 * (`read`), then recorded in one transaction. A tracker that cannot be read (down, refusing, an
 * answer that is not a list of complaints) leaves the stored complaints and their clocks as they
 * are: logged, not thrown, so the job does not fail every minute of an outage (an incident of the
 * issue tracker is what pauses the clocks meanwhile).
 */
export const syncComplaints = async (
  db: Database,
  options: {
    read: () => Promise<Complaint[]>;
    settings: ClockSettingsReader;
    log: { warn: (details: object, message: string) => void };
    now?: Date;
  },
): Promise<ComplaintsSyncOutcome> => {
  let seen: Complaint[];
  try {
    seen = await options.read();
  } catch (error) {
    options.log.warn(
      { err: error },
      'complaints sync: the issue tracker could not be read; the complaints kept stay as they are',
    );
    return { reached: false };
  }
  const now = options.now ?? new Date();
  const recorded = await db.transaction((tx) =>
    recordComplaints(tx, seen, { now, complete: true, read: options.settings }),
  );
  if (recorded.skipped > 0) {
    options.log.warn(
      { skipped: recorded.skipped },
      'complaints sync: complaints about requests or by organisations this database does not have were not stored',
    );
  }
  return { reached: true, ...recorded };
};
