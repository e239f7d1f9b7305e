import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { ClockObligation } from '@portal/contracts/clocks/obligations';
import type { EmploymentRequestStatus } from '@portal/contracts/employment-requests/schemas';
import type { Database } from '../../db/client';
import { executeNamed } from '../../db/named-statements';
import { clocks, employmentRequests as requests, organizations } from '../../db/schema/index';
import { templatePer, type BoundTemplate } from '../../db/statement-template';
import {
  closeClocksStatement,
  meetClocksStatement,
  newClockRow,
  startClock,
  startClockTemplate,
  type ClockRow,
} from '../../platform/clocks/clock-store';
import { recentCountingRules } from '../../platform/clocks/counting-rules';
import { obligationRuleOf, type ClockSettingsReader } from '../../platform/clocks/clock-rules';
import type { Executor } from '../../platform/history/service';

/** The answers a waiting request owes, by the status that waits on them. */
export const ANSWER_CLOCK_OF = {
  PENDING_AGENCY: 'agencyAnswer',
  PENDING_EMBASSY: 'embassyAnswer',
} as const satisfies Partial<Record<EmploymentRequestStatus, ClockObligation>>;

type ClockedRequest = {
  id: number;
  status: EmploymentRequestStatus;
  officeId: number;
  agencyId: number;
  countryId: number;
  officeLocation: string;
};

/**
 * The embassy that decides a request: the foreign embassy of its country in its office location
 * (what the embassy's visibility reads, scope.ts); none when no such embassy is registered.
 */
export const embassyOf = async (
  executor: Executor,
  request: Pick<ClockedRequest, 'countryId' | 'officeLocation'>,
): Promise<number | null> => {
  const [embassy] = await executor
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        eq(organizations.type, 'FOREIGN_EMBASSY'),
        eq(organizations.countryId, request.countryId),
        sql`${organizations.officeLocation} = ${request.officeLocation}`,
      ),
    )
    .orderBy(asc(organizations.id))
    .limit(1);
  return embassy?.id ?? null;
};

/** Who owes each of the request's obligations. */
const partyOf = async (executor: Executor, obligation: ClockObligation, request: ClockedRequest) => {
  if (obligation === 'agencyAnswer') return request.agencyId;
  if (obligation === 'embassyAnswer') return embassyOf(executor, request);
  return request.officeId;
};

/** Starts one of the request's clocks under the settings as they stand; answers its due moment. */
export const startRequestClock = async (
  executor: Executor,
  read: ClockSettingsReader,
  obligation: ClockObligation,
  request: ClockedRequest,
  startedAt: Date,
): Promise<Date> =>
  startClock(executor, {
    obligation,
    subjectId: request.id,
    partyOrganizationId: await partyOf(executor, obligation, request),
    startedAt,
    ...(await obligationRuleOf(read, executor as Database, obligation)),
  });

/** What reaching a status does to a request's clocks: the obligations met, started, or all closed. */
const MOVES_OF: Partial<
  Record<EmploymentRequestStatus, { meet?: ClockObligation[]; start?: ClockObligation; close?: true }>
> = {
  PENDING_EMBASSY: { meet: ['agencyAnswer'], start: 'embassyAnswer' },
  CONTRACTED: { meet: ['agencyAnswer', 'embassyAnswer'], start: 'arrival' },
  REJECTED: { meet: ['agencyAnswer', 'embassyAnswer'] },
  ARRIVED: { meet: ['arrival'], start: 'trial' },
  CANCELLED: { close: true },
  EXPIRED: { close: true },
};

/**
 * Who owes a clock started from the updated request `u`: the agency, the embassy (`embassyOf`'s
 * rule, read in the statement) or the office.
 */
const partyIn = (obligation: ClockObligation): SQL => {
  if (obligation === 'agencyAnswer') return sql`u.agency_id`;
  if (obligation === 'embassyAnswer')
    return sql`(select o.id from ${organizations} as o
      where o.type = 'FOREIGN_EMBASSY' and o.country_id = u.country_id and o.office_location = u.office_location
      order by o.id limit 1)`;
  return sql`u.office_id`;
};

/** Each obligation's start, as a part of the action's update. */
const startOf = templatePer((obligation: ClockObligation) => startClockTemplate(partyIn(obligation)));

export type RequestClockMoves = {
  /** The new answer clock's due moment (the request's `respondBy`), if one starts. */
  respondBy: Date | null;
  /** The moves as parts of the action's update (decision 0036): they happen only if it does. */
  statements: BoundTemplate[];
};

/**
 * What a request's new status does to its clocks (decision 0056), as parts of the action's own
 * statement: the agency's answer meets its clock and the embassy's starts (approval flow) or the
 * arrival's does; the embassy's answer meets its clock and starts the arrival's; the arrival meets
 * its clock and starts the trial; a cancellation closes what is open. Read from the status reached,
 * so the two paths to CONTRACTED (and the return there from a refused foreign-affairs cancellation,
 * whose arrival clock still runs) are one rule. A clock started gets its rule from the settings and
 * its due moment from the holidays and incidents, both as recently read through `db` (decision
 * 0036, `recentCountingRules`); answers the new answer clock's due moment, if one starts.
 */
export const requestClockMoves = async (
  db: Database | Executor,
  read: ClockSettingsReader,
  to: EmploymentRequestStatus,
  now: Date,
): Promise<RequestClockMoves> => {
  const moves = MOVES_OF[to];
  const statements: BoundTemplate[] = [];
  if (moves?.close) statements.push(closeClocksStatement('employmentRequest', now));
  if (moves?.meet) statements.push(meetClocksStatement(moves.meet, now));
  if (!moves?.start) return { respondBy: null, statements };
  const obligation = moves.start;
  const [rule, loaded] = await Promise.all([
    obligationRuleOf(read, db as Database, obligation),
    recentCountingRules(db, now),
  ]);
  const row = newClockRow(
    // The subject and the party are the statement's (`u`); these stand for them in the reading.
    { obligation, subjectId: 0, partyOrganizationId: null, startedAt: now, ...rule },
    loaded,
  );
  statements.push(startOf(obligation)(row));
  const answers = (Object.values(ANSWER_CLOCK_OF) as ClockObligation[]).includes(obligation);
  return { respondBy: answers ? row.dueAt : null, statements };
};

const awaitingAnswerOf = sql.join(
  Object.entries(ANSWER_CLOCK_OF).map(
    ([status, obligation]) => sql`(r.status = ${status} and c.obligation = ${obligation})`,
  ),
  sql` or `,
);

/**
 * Copies the open answer clocks' due moments to the waiting requests' `respondBy` (what their lists
 * sort by and show) after the clocks were read again: an outage gives the time back there too.
 * A cache of the clock, so the row version does not move. Given the clocks that moved, only their
 * requests are written (the refresh's batches); without, every waiting request is compared.
 */
export const syncRespondBy = async (
  executor: Executor,
  movedClocks?: readonly ClockRow[],
): Promise<number> => {
  const ids = movedClocks
    ?.filter((clock) => clock.subjectType === 'employmentRequest')
    .map((clock) => clock.subjectId);
  if (ids?.length === 0) return 0;
  // Prepared once per connection (decision 0034): the due sweep runs it after every batch.
  const moved = await executeNamed(
    executor,
    sql`
    update ${requests} as r set respond_by = c.due_at
    from ${clocks} as c
    where c.subject_type = 'employmentRequest' and c.subject_id = r.id
      and c.met_at is null and c.closed_at is null
      and (${awaitingAnswerOf})
      and r.respond_by is distinct from c.due_at
      ${ids ? sql`and r.id = any(${`{${ids.join(',')}}`}::int[])` : sql``}
    returning r.id
  `,
  );
  return moved.length;
};
