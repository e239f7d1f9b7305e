import { and, asc, count, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  preparedRaw,
  preparedPerShape,
  renderFilters,
  type RenderedFilters,
} from '../../db/named-statements';
import { type EmploymentRequestStatus } from '@portal/contracts/employment-requests/schemas';
import type { PartnershipContractStatus } from '@portal/contracts/partnership-contracts/schemas';
import type { Database } from '../../db/client';
import {
  countries,
  employmentRequests as requests,
  licenceRequestComments,
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

export type DueRow = {
  id: number;
  status: EmploymentRequestStatus;
  respondBy: Date;
  waitingOnMe: boolean;
};

/** What the summary counts, each part only when asked (the caller's reading rights). */
export type SummaryParts = {
  /** The requests waiting on the caller (waiting.ts), counted per status. */
  requestsWaiting?: SQL | undefined;
  /** The contracts waiting on the caller, counted per status. */
  contractsWaiting?: SQL | undefined;
  /** The visible requests, counted per status. */
  requests?: SQL | undefined;
  /** The visible contracts, counted per status. */
  contracts?: SQL | undefined;
  /**
   * The requests matching `where` still waiting on an answer whose deadline falls in the window
   * (`SummaryWindow`): the total and the soonest, each marked when `waitingOnMe` holds for it.
   */
  due?: { where: SQL | undefined; waitingOnMe: SQL };
  /** The licence requests' comments matching it (the caller's unread ones), counted. */
  unreadComments?: SQL | undefined;
};

/** The due part's window: deadlines in (now, until], the `limit` soonest listed. */
export type SummaryWindow = { now: Date; until: Date; limit: number };

export type SummaryFigures = {
  requestsWaiting: StatusCount<EmploymentRequestStatus>[] | null;
  contractsWaiting: StatusCount<PartnershipContractStatus>[] | null;
  requests: StatusCount<EmploymentRequestStatus>[] | null;
  contracts: StatusCount<PartnershipContractStatus>[] | null;
  due: { total: number; rows: DueRow[] } | null;
  unreadComments: number | null;
};

const always = (where: SQL | undefined): SQL => where ?? sql`true`;

/** The rows matching `where`, counted per status, as a JSON array in the status's order (statuses without any left out). */
const perStatus = (table: typeof requests | typeof contracts, where: SQL | undefined) =>
  sql`(select coalesce(json_agg(json_build_object('status', s.status, 'count', s.count) order by s.status), '[]'::json)
    from (select ${table.status} as status, count(*)::int as count from ${table} where ${always(where)} group by ${table.status}) s)`;

type JsonValue<T> = T | string | null;
/** A json column as the driver hands it: parsed by node-postgres and PGlite, a text otherwise. */
const parsed = <T>(value: JsonValue<T>): T | null =>
  value === null ? null : typeof value === 'string' ? (JSON.parse(value) as T) : value;

type SummaryFilter =
  | 'requestsWaiting'
  | 'contractsWaiting'
  | 'requests'
  | 'contracts'
  | 'dueWhere'
  | 'dueWaiting'
  | 'unreadComments';

/** A caller's summary as asked: one letter per part asked, and the parts' filters rendered. */
export type SummaryAsk = { asked: string; filters: RenderedFilters<SummaryFilter> };

/**
 * The parts asked as {@link summaryFigures} takes them: their filters rendered, which is what a call
 * spends most on (decision 0070), so a caller's is made once per session (`keptPerSession`).
 */
export const summaryAsk = (db: Database, parts: SummaryParts): SummaryAsk => ({
  asked: [
    parts.requestsWaiting ? 'w' : '',
    parts.contractsWaiting ? 'v' : '',
    parts.requests ? 'r' : '',
    parts.contracts ? 'c' : '',
    parts.due ? 'd' : '',
    parts.unreadComments ? 'u' : '',
  ].join(''),
  filters: renderFilters<SummaryFilter>(db, {
    requestsWaiting: parts.requestsWaiting,
    contractsWaiting: parts.contractsWaiting,
    requests: parts.requests,
    contracts: parts.contracts,
    dueWhere: parts.due?.where,
    dueWaiting: parts.due?.waitingOnMe,
    unreadComments: parts.unreadComments,
  }),
});

/**
 * The summary's statement, built once per connection and shape of the caller's filters (decision
 * 0068; which parts are asked is its variant, one letter each): the due window's ends and size are
 * placeholders of its own.
 */
const summaryStatement = preparedPerShape(
  'dashboard_summary',
  (db, filters: Record<SummaryFilter, SQL>, name, asked) => {
    const none = sql`null::json`;
    const part = (letter: string, table: typeof requests | typeof contracts, where: SQL) =>
      asked.includes(letter) ? perStatus(table, where) : none;
    const dueWhere = and(
      filters.dueWhere,
      inArray(requests.status, [...AWAITING_ANSWER_STATUSES]),
      sql`${requests.respondBy} > ${sql.placeholder('now')}::timestamptz`,
      sql`${requests.respondBy} <= ${sql.placeholder('until')}::timestamptz`,
    )!;
    const dueRows = asked.includes('d')
      ? sql`(select coalesce(json_agg(json_build_object('id', d.id, 'status', d.status, 'respondBy', d.respond_by, 'waitingOnMe', d.waiting_on_me) order by d.respond_by, d.id), '[]'::json)
        from (select ${requests.id} as id, ${requests.status} as status, ${requests.respondBy} as respond_by,
          coalesce(${filters.dueWaiting}, false) as waiting_on_me
          from ${requests} where ${dueWhere}
          order by ${requests.respondBy} asc, ${requests.id} asc limit ${sql.placeholder('limit')}) d)`
      : none;
    const dueTotal = asked.includes('d')
      ? sql`(select count(*)::int from ${requests} where ${dueWhere})`
      : sql`null::int`;
    return preparedRaw(
      db,
      sql`select ${part('w', requests, filters.requestsWaiting)} as requests_waiting,
      ${part('v', contracts, filters.contractsWaiting)} as contracts_waiting,
      ${part('r', requests, filters.requests)} as requests,
      ${part('c', contracts, filters.contracts)} as contracts,
      ${dueTotal} as due_total, ${dueRows} as due_rows,
      ${asked.includes('u') ? sql`(select count(*)::int from ${licenceRequestComments} where ${filters.unreadComments})` : sql`null::int`} as unread_comments`,
      name,
    );
  },
);

/**
 * The summary's figures in one statement (one round trip and one plan, decision 0051), prepared
 * once per shape of the caller's filters (decision 0068): each part a subquery of its own, null
 * when not asked. The counts per status, the due total and the due rows come back as JSON.
 */
export const summaryFigures = async (
  db: Database,
  { asked, filters }: SummaryAsk,
  window: SummaryWindow,
): Promise<SummaryFigures> => {
  const due = asked.includes('d') ? window : undefined;
  const { statement, values } = summaryStatement(db, filters, asked);
  const [row] = await statement.execute({
    ...values,
    now: due ? due.now.toISOString() : null,
    until: due ? due.until.toISOString() : null,
    limit: due ? due.limit : null,
  });
  const dueList = parsed<
    { id: number; status: EmploymentRequestStatus; respondBy: string; waitingOnMe: boolean }[]
  >(row?.due_rows as JsonValue<never>);
  return {
    requestsWaiting: parsed(row?.requests_waiting as JsonValue<StatusCount<EmploymentRequestStatus>[]>),
    contractsWaiting: parsed(row?.contracts_waiting as JsonValue<StatusCount<PartnershipContractStatus>[]>),
    requests: parsed(row?.requests as JsonValue<StatusCount<EmploymentRequestStatus>[]>),
    contracts: parsed(row?.contracts as JsonValue<StatusCount<PartnershipContractStatus>[]>),
    due:
      dueList === null
        ? null
        : {
            total: Number(row?.due_total ?? 0),
            rows: dueList.map((item) => ({ ...item, respondBy: new Date(item.respondBy) })),
          },
    unreadComments:
      row?.unread_comments === null || row?.unread_comments === undefined
        ? null
        : Number(row.unread_comments),
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
