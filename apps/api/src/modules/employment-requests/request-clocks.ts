import { and, asc, eq, sql } from 'drizzle-orm';
import type { ClockObligation } from '@portal/contracts/clocks/obligations';
import type { EmploymentRequestStatus } from '@portal/contracts/employment-requests/schemas';
import { EMPLOYMENT_REQUEST_STATUS } from '@portal/contracts/employment-requests/transitions';
import type { Database } from '../../db/client';
import { clocks, employmentRequests as requests, organizations } from '../../db/schema/index';
import { closeClocks, meetClock, startClock, type ClockRow } from '../../platform/clocks/clock-store';
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

/** Whether a request's new status moves its clocks (the action then runs in a transaction). */
export const statusMovesClocks = (status: EmploymentRequestStatus): boolean =>
  status !== EMPLOYMENT_REQUEST_STATUS.TICKET_BOOKED &&
  status !== EMPLOYMENT_REQUEST_STATUS.PENDING_MOFA_CANCELLATION;

/**
 * What a request's new status does to its clocks, in the action's transaction (decision 0056): the
 * agency's answer meets its clock and the embassy's starts (approval flow) or the arrival's does;
 * the embassy's answer meets its clock and starts the arrival's; the arrival meets its clock and
 * starts the trial; a cancellation closes what is open. Read from the status reached, so the two
 * paths to CONTRACTED (and the return there from a refused foreign-affairs cancellation, whose
 * arrival clock still runs) are one rule. Answers the new answer clock's due moment, if one started.
 */
export const moveRequestClocks = async (
  tx: Executor,
  read: ClockSettingsReader,
  request: ClockedRequest,
  now: Date,
): Promise<Date | null> => {
  const meet = (obligation: ClockObligation) => meetClock(tx, obligation, request.id, now);
  switch (request.status) {
    case EMPLOYMENT_REQUEST_STATUS.PENDING_EMBASSY:
      await meet('agencyAnswer');
      return startRequestClock(tx, read, 'embassyAnswer', request, now);
    case EMPLOYMENT_REQUEST_STATUS.CONTRACTED:
      await meet('agencyAnswer');
      await meet('embassyAnswer');
      await startRequestClock(tx, read, 'arrival', request, now);
      return null;
    case EMPLOYMENT_REQUEST_STATUS.REJECTED:
      await meet('agencyAnswer');
      await meet('embassyAnswer');
      return null;
    case EMPLOYMENT_REQUEST_STATUS.ARRIVED:
      await meet('arrival');
      await startRequestClock(tx, read, 'trial', request, now);
      return null;
    case EMPLOYMENT_REQUEST_STATUS.CANCELLED:
    case EMPLOYMENT_REQUEST_STATUS.EXPIRED:
      await closeClocks(tx, 'employmentRequest', request.id, now);
      return null;
    default:
      return null;
  }
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
  const moved = await executor.execute(sql`
    update ${requests} as r set respond_by = c.due_at
    from ${clocks} as c
    where c.subject_type = 'employmentRequest' and c.subject_id = r.id
      and c.met_at is null and c.closed_at is null
      and (${awaitingAnswerOf})
      and r.respond_by is distinct from c.due_at
      ${ids ? sql`and r.id = any(${`{${ids.join(',')}}`}::int[])` : sql``}
    returning r.id
  `);
  return (moved as unknown as { rows: unknown[] }).rows.length;
};
