import { eq, type SQL } from 'drizzle-orm';
import type {
  EmploymentRequest,
  EmploymentRequestBulk,
  EmploymentRequestListQuery,
  EmploymentRequestSummary,
} from '@portal/contracts/employment-requests/schemas';
import { claimLapsed, type Claim } from '@portal/contracts/claims';
import { EXACT_TOTAL_LIMIT } from '@portal/contracts/hr-pool/candidates';
import type { ListResponse } from '@portal/contracts/list';
import type { Database } from '../../db/client';
import { employers, employmentRequestBulks } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import type { Executor } from '../../platform/history/service';
import type { EstablishmentSession } from '../../types/session';
import {
  allRequests,
  findBulkRequests,
  findListPage,
  requestsWhere,
  type PageRow,
  type RequestFilters,
} from './list-repository';
import { countNeeded, estimatedRequests, requestTotal } from './list-total';
import { toDetail, toSummary } from './present';
import { readRequest } from './repository';
import { visibleRequests } from './scope';
import { waitingOnCallerSql } from './waiting';

/** A row's claim as the list and the record show it: its holder and since when, unless it has lapsed at `now`. */
const claimOf = (claim: PageRow['claim'], now: Date): Claim | null => {
  if (claim === null || claim.claimedBy === null || claim.claimedAt === null || claim.lastActiveAt === null)
    return null;
  if (claimLapsed(claim.lastActiveAt, now)) return null;
  return {
    claimedBy: { id: claim.claimedBy, name: { ar: claim.nameAr ?? '', en: claim.nameEn ?? '' } },
    since: claim.claimedAt.toISOString(),
  };
};

/** The request within `visible` (undefined: every request) with the actions the caller may take now. */
const requestAs = async (
  db: Database | Executor,
  session: EstablishmentSession,
  id: number,
  visible: SQL | undefined,
  pendingMofaCancellation: boolean,
): Promise<EmploymentRequest> => {
  const read = await readRequest(db, id, visible);
  if (!read) throw notFound();
  return toDetail(read, session, pendingMofaCancellation);
};

/** One request the caller sees (404 outside their visibility), with the actions they may take now. */
export const getEmploymentRequest = (
  db: Database | Executor,
  session: EstablishmentSession,
  id: number,
  /** The flag `pendingMofaCancellation`, for the actions the caller may take now. */
  pendingMofaCancellation = false,
): Promise<EmploymentRequest> =>
  requestAs(db, session, id, visibleRequests(session), pendingMofaCancellation);

/**
 * `GET /api/employment-requests/{id}`: the request the caller sees with its claim, the caller's own
 * touched (a read of the record is the holder's activity, decision 0061), in one statement.
 */
export const readEmploymentRequest = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
  pendingMofaCancellation: boolean,
  now: Date = new Date(),
): Promise<EmploymentRequest & { claim: Claim | null }> => {
  const read = await readRequest(db, id, visibleRequests(session), { userId: session.user.id, now });
  if (!read) throw notFound();
  return { ...toDetail(read, session, pendingMofaCancellation), claim: claimOf(read.claim, now) };
};

/** The request just acted on, as its actor now sees it (the action checked the visibility). */
export const getActedRequest = (
  db: Database | Executor,
  session: EstablishmentSession,
  id: number,
  pendingMofaCancellation = false,
): Promise<EmploymentRequest> => requestAs(db, session, id, undefined, pendingMofaCancellation);

/**
 * `GET /api/employment-requests`: a page of the requests the caller sees, each with its live claim
 * (read in the page's own statement, decision 0068), and the list's total.
 */
export const listEmploymentRequests = async (
  db: Database,
  session: EstablishmentSession,
  query: EmploymentRequestListQuery,
  now: Date = new Date(),
): Promise<ListResponse<EmploymentRequestSummary & { claim: Claim | null }>> => {
  const where = requestsWhere(query, visibleRequests(session), () => waitingOnCallerSql(session));
  // The estimate is usually one a recent call asked for (reused for a minute): when it says the
  // total needs the exact count, the page's statement counts beside its rows (decision 0068).
  const estimate = await estimatedRequests(db, where);
  const counted = countNeeded(query.page * query.size + query.size, estimate);
  const rows = await findListPage(db, where, query, counted ? EXACT_TOTAL_LIMIT : undefined);
  const reached = rows.length > 0 ? query.page * query.size + rows.length : 0;
  const counting = counted && rows[0] ? Promise.resolve(rows[0].total ?? 0) : undefined;
  const total = await requestTotal(db, where, reached, estimate, counting);
  return {
    items: rows.map((row) => ({ ...toSummary(row), claim: claimOf(row.claim, now) })),
    total,
    page: query.page,
    size: query.size,
  };
};

/** The export's rows: the whole filtered list the caller sees. */
export const exportRequestRows = (db: Database, session: EstablishmentSession, filters: RequestFilters) =>
  allRequests(
    db,
    requestsWhere(filters, visibleRequests(session), () => waitingOnCallerSql(session)),
  );

/** `GET /api/employment-requests/bulk/{id}`: the bulk's requests the caller sees (404 when none). */
export const getBulk = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
): Promise<EmploymentRequestBulk> => {
  const [bulk] = await db
    .select({
      id: employmentRequestBulks.id,
      createdAt: employmentRequestBulks.createdAt,
      employer: employers,
    })
    .from(employmentRequestBulks)
    .innerJoin(employers, eq(employers.id, employmentRequestBulks.employerId))
    .where(eq(employmentRequestBulks.id, id));
  if (!bulk) throw notFound();
  const rows = await findBulkRequests(db, id, visibleRequests(session));
  if (rows.length === 0) throw notFound();
  return {
    id: bulk.id,
    createdAt: bulk.createdAt.toISOString(),
    employer: {
      nationalId: bulk.employer.nationalId,
      name: { ar: bulk.employer.nameAr, en: bulk.employer.nameEn },
    },
    requests: rows.map(toSummary),
  };
};
