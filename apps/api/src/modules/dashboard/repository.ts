import { and, asc, count, eq, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { type EmploymentRequestStatus } from '@portal/contracts/employment-requests/schemas';
import type { PartnershipContractStatus } from '@portal/contracts/partnership-contracts/schemas';
import type { Database } from '../../db/client';
import {
  countries,
  employmentRequests as requests,
  organizations,
  partnershipContracts as contracts,
  recordHistory,
} from '../../db/schema/index';
import {
  EMPLOYMENT_REQUEST_STATUS,
  AWAITING_ANSWER_STATUSES,
} from '@portal/contracts/employment-requests/transitions';
import { PARTNERSHIP_CONTRACT_STATUS } from '@portal/contracts/partnership-contracts/transitions';
import { sentContract } from '../partnership-contracts/scope';

export type StatusCount<S extends string> = { status: S; count: number };

/** Requests matching `where`, counted per status (statuses without any are left out). */
export const countRequestsByStatus = async (
  db: Database,
  where: SQL | undefined,
): Promise<StatusCount<EmploymentRequestStatus>[]> =>
  db
    .select({ status: requests.status, count: count() })
    .from(requests)
    .where(where)
    .groupBy(requests.status)
    .orderBy(asc(requests.status));

/** Contracts matching `where`, counted per status. */
export const countContractsByStatus = async (
  db: Database,
  where: SQL | undefined,
): Promise<StatusCount<PartnershipContractStatus>[]> =>
  db
    .select({ status: contracts.status, count: count() })
    .from(contracts)
    .where(where)
    .groupBy(contracts.status)
    .orderBy(asc(contracts.status));

export type DueRow = {
  id: number;
  status: EmploymentRequestStatus;
  respondBy: Date;
  waitingOnMe: boolean;
};

/**
 * Requests matching `where` still waiting on an answer whose deadline falls in (now, until]:
 * the total and the `limit` soonest, each marked when `waitingOnMe` holds for it.
 */
export const findDueRequests = async (
  db: Database,
  where: SQL | undefined,
  waitingOnMe: SQL,
  window: { now: Date; until: Date; limit: number },
): Promise<{ total: number; rows: DueRow[] }> => {
  const due = and(
    where,
    inArray(requests.status, [...AWAITING_ANSWER_STATUSES]),
    gt(requests.respondBy, window.now),
    lte(requests.respondBy, window.until),
  );
  const [[totalRow], rows] = await Promise.all([
    db.select({ total: count() }).from(requests).where(due),
    db
      .select({
        id: requests.id,
        status: requests.status,
        respondBy: requests.respondBy,
        waitingOnMe: sql<boolean>`coalesce(${waitingOnMe}, false)`.mapWith(Boolean),
      })
      .from(requests)
      .where(due)
      .orderBy(asc(requests.respondBy), asc(requests.id))
      .limit(window.limit),
  ]);
  return {
    total: totalRow?.total ?? 0,
    rows: rows.map((row) => ({ ...row, respondBy: row.respondBy! })),
  };
};

const monthOf = sql<string>`to_char(${requests.createdAt} at time zone 'UTC', 'YYYY-MM')`;

/** Requests matching `where` created since `since`, counted per creation month (UTC), country and status. */
export const countRequestsPerMonth = async (db: Database, where: SQL | undefined, since: Date) =>
  db
    .select({
      month: monthOf,
      countryId: requests.countryId,
      nameAr: countries.nameAr,
      nameEn: countries.nameEn,
      status: requests.status,
      count: count(),
    })
    .from(requests)
    .innerJoin(countries, eq(countries.id, requests.countryId))
    .where(and(where, gte(requests.createdAt, since)))
    .groupBy(monthOf, requests.countryId, countries.nameAr, countries.nameEn, requests.status)
    .orderBy(monthOf, asc(countries.nameEn), asc(requests.status));

const requestsOf = (agencyId: SQL, condition?: SQL) =>
  sql<number>`(select count(*) from ${requests} where ${requests.agencyId} = ${agencyId}${
    condition ? sql` and ${condition}` : sql``
  })`.mapWith(Number);

/** The agency's sent contracts: a draft is the office's until sent, and no one else counts it. */
const contractsOf = (agencyId: SQL, condition?: SQL) =>
  sql<number>`(select count(*) from ${contracts} where ${contracts.agencyId} = ${agencyId} and ${sentContract}${
    condition ? sql` and ${condition}` : sql``
  })`.mapWith(Number);

/**
 * The agency's answer time: from a request's creation to the first history entry in which a
 * person (not the expiry sweep) moved it out of PENDING_AGENCY; mean over its answered requests.
 */
const averageAnswerHours = (agencyId: SQL) =>
  sql<number | null>`(
    select avg(extract(epoch from (answered.changed_at - r.created_at)) / 3600)
    from ${requests} r
    join lateral (
      select min(h.changed_at) as changed_at from ${recordHistory} h
      where h.entity_type = 'employmentRequest' and h.entity_id = r.id and h.changed_by is not null
        and h.changes -> 'status' ->> 'from' = ${EMPLOYMENT_REQUEST_STATUS.PENDING_AGENCY}
    ) answered on answered.changed_at is not null
    where r.agency_id = ${agencyId}
  )`.mapWith((value: unknown) => (value === null ? null : Number(value)));

/** The foreign agencies (EPRO) of one country with their contracts, requests, answer times and cancellations. */
export const agencyStatistics = async (db: Database, countryId: number) => {
  const agencyId = sql`${organizations.id}`;
  return db
    .select({
      id: organizations.id,
      nameAr: organizations.nameAr,
      nameEn: organizations.nameEn,
      contracts: contractsOf(agencyId),
      activeContracts: contractsOf(agencyId, eq(contracts.status, PARTNERSHIP_CONTRACT_STATUS.ACTIVE)),
      requests: requestsOf(agencyId),
      averageAnswerHours: averageAnswerHours(agencyId),
      cancelledRequests: requestsOf(agencyId, eq(requests.status, EMPLOYMENT_REQUEST_STATUS.CANCELLED)),
      cancelledContracts: contractsOf(agencyId, eq(contracts.status, PARTNERSHIP_CONTRACT_STATUS.CANCELLED)),
    })
    .from(organizations)
    .where(and(eq(organizations.type, 'EPRO'), eq(organizations.countryId, countryId)))
    .orderBy(asc(organizations.nameEn), asc(organizations.id));
};

/** `or` that keeps drizzle's types when every part is defined. */
export const anyOf = (...conditions: SQL[]): SQL => or(...conditions)!;
