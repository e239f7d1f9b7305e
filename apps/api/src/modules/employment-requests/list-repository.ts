import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type {
  EmploymentRequestDueFilter,
  EmploymentRequestListQuery,
} from '@portal/contracts/employment-requests/schemas';
import type { Database } from '../../db/client';
import {
  candidates,
  countries,
  employers,
  employmentRequests as requests,
  visas,
} from '../../db/schema/index';
import { preparedPerShape } from '../../db/named-statements';
import { escapeLike, narrowed } from '../../lib/list/list-query';
import type { Executor } from '../../platform/history/service';
import type { SummaryRow } from './present';
import { agency, claimColumns, joinClaim, joinSummary, office } from './request-joins';

export type RequestFilters = Omit<EmploymentRequestListQuery, 'page' | 'size' | 'sort' | 'dir' | 'after'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Waiting requests against their answer deadline (`respondBy`, the answer clock's due moment kept
 * beside the request, decision 0056): past it, or due within the next 24 hours. Only a waiting
 * request has one.
 */
const dueFilter = (due: EmploymentRequestDueFilter | undefined, now: Date): SQL | undefined => {
  if (due === 'overdue') return lt(requests.respondBy, now);
  if (due === 'dueWithin24h') {
    return and(gte(requests.respondBy, now), lt(requests.respondBy, new Date(now.getTime() + DAY_MS)));
  }
  return undefined;
};

const NUMBER_PATTERN = /^(?:ER-?)?0*(\d{1,9})$/i;
const NATIONAL_ID_PATTERN = /^[12]\d{9}$/;

/** The request number (`ER-0000123` or its digits), the employer's id, or a passport's start. */
const textSearch = (q: string | undefined): SQL | undefined => {
  if (!q) return undefined;
  const text = q.trim().toUpperCase();
  const number = NUMBER_PATTERN.exec(text)?.[1];
  return or(
    number ? eq(requests.id, Number(number)) : undefined,
    NATIONAL_ID_PATTERN.test(text)
      ? inArray(
          requests.employerId,
          sql`(select ${employers.id} from ${employers} where ${employers.nationalId} = ${text})`,
        )
      : undefined,
    inArray(
      requests.candidateId,
      sql`(select ${candidates.id} from ${candidates} where ${candidates.passportNumber} like ${`${escapeLike(text)}%`})`,
    ),
  );
};

/**
 * The list's filters on the requests table alone. `waiting` makes the caller's pending SQL
 * (waiting.ts), called only when the filter asks for it: that condition covers every answer the
 * caller's role may give, and building it on every call cost ~2 % of a list call's processor time.
 */
export const requestsWhere = (
  filters: RequestFilters,
  visible: SQL | undefined,
  waiting: () => SQL | undefined,
  now: Date = new Date(),
): SQL | undefined =>
  narrowed(
    visible,
    filters.waiting ? waiting() : undefined,
    filters.status && filters.status.length > 0 ? inArray(requests.status, filters.status) : undefined,
    filters.countryId ? eq(requests.countryId, filters.countryId) : undefined,
    filters.bulkId ? eq(requests.bulkId, filters.bulkId) : undefined,
    filters.employerId ? eq(requests.employerId, filters.employerId) : undefined,
    textSearch(filters.q),
    dueFilter(filters.due, now),
  );

const SUMMARY_COLUMNS = {
  request: requests,
  office: { id: office.id, nameAr: office.nameAr, nameEn: office.nameEn },
  agency: { id: agency.id, nameAr: agency.nameAr, nameEn: agency.nameEn },
  country: { id: countries.id, nameAr: countries.nameAr, nameEn: countries.nameEn },
  employer: { nationalId: employers.nationalId, nameAr: employers.nameAr, nameEn: employers.nameEn },
  candidate: {
    id: candidates.id,
    nameAr: candidates.nameAr,
    nameEn: candidates.nameEn,
    passportNumber: candidates.passportNumber,
  },
  visaNumber: visas.number,
};

/** The list's orders: newest first (default), or nearest answer deadline first (none last). */
export type RequestOrder = 'newest' | 'due';

const orderOf = (order: RequestOrder) =>
  order === 'due' ? [sql`${requests.respondBy} asc nulls last`, asc(requests.id)] : [desc(requests.id)];

/**
 * Summary rows of the given page of ids in the list's order: a deferred join (the ids are chosen
 * on the requests' narrow indexes, the names are joined for these rows only).
 */
const summariesOf = (db: Database | Executor, ids: SQL, order: RequestOrder = 'newest') =>
  joinSummary(db.select(SUMMARY_COLUMNS).from(requests).$dynamic())
    .where(inArray(requests.id, ids))
    .orderBy(...orderOf(order));

/**
 * One page: newest first after `after` (keyset, the web's next page) or by offset; nearest due
 * first (`sort=respondBy`) by offset.
 */
export const findRequestPage = async (
  db: Database,
  where: SQL | undefined,
  page: { page: number; size: number; after?: number | undefined; sort?: string | undefined },
): Promise<SummaryRow[]> => {
  const order: RequestOrder = page.sort === 'respondBy' ? 'due' : 'newest';
  const after = order === 'newest' ? page.after : undefined;
  const ids = db
    .select({ id: requests.id })
    .from(requests)
    .where(and(where, after ? lt(requests.id, after) : undefined))
    .orderBy(...orderOf(order))
    .limit(page.size)
    .offset(after ? 0 : page.page * page.size);
  return summariesOf(db, sql`(${ids})`, order);
};

/**
 * A list page's columns: a summary's (the request's own columns the summary shows, not its whole
 * row) and the row's claim with its holder's name (null: none; decision 0061).
 */
const PAGE_COLUMNS = {
  ...SUMMARY_COLUMNS,
  request: {
    id: requests.id,
    bulkId: requests.bulkId,
    status: requests.status,
    respondBy: requests.respondBy,
    createdAt: requests.createdAt,
    updatedAt: requests.updatedAt,
  },
  claim: claimColumns,
};

/** What a list page's statement is built for: its order, a keyset, and the total counted beside. */
type PageVariant = { order: RequestOrder; after: boolean; counted: boolean };
const variantKey = ({ order, after, counted }: PageVariant) =>
  [order, after ? 'after' : '', counted ? 'counted' : ''].join('-');

/**
 * One list page with each row's claim, prepared once per connection and shape of the filters
 * (decision 0068: the filters' SQL text is the key, their values placeholders; the order, a keyset
 * and the count are its variant): the ids chosen on the requests' narrow indexes, the names and the
 * claim joined for those rows only, and when the total needs it the capped count of the filtered
 * rows (`total`, up to `countLimit`: an init plan run once), in one statement.
 */
const listPageOf = preparedPerShape(
  'employment_request_page',
  (db, { where }: Record<'where', SQL>, name, key) => {
    const [order, after, counted] = key.split('-') as [RequestOrder, string, string];
    const ids = db
      .select({ id: requests.id })
      .from(requests)
      .where(and(where, after ? lt(requests.id, sql.placeholder('after')) : undefined))
      .orderBy(...orderOf(order))
      .limit(sql.placeholder('size'))
      .offset(sql.placeholder('offset'))
      .as('page_ids');
    const total = counted
      ? sql<number>`(select count(*)::int from (select 1 from ${requests} where ${where}
          limit ${sql.placeholder('countLimit')}) as capped)`
      : sql<null>`null::int`;
    // The page's ids first in FROM, not `requests.id in (ids)`: with the claim's two joins the
    // statement has ten relations, past PostgreSQL's `join_collapse_limit` (8), and the planner kept
    // the written order: it joined all 5,000,000 requests to their names before keeping the page's
    // (6–8 s a page at national scale). Started from the page, each join is a lookup of its rows.
    return joinClaim(
      joinSummary(
        db
          .select({ ...PAGE_COLUMNS, total })
          .from(ids)
          .innerJoin(requests, eq(requests.id, ids.id))
          .$dynamic(),
      ),
    )
      .orderBy(...orderOf(order))
      .prepare(name);
  },
);

export type PageRow = Omit<SummaryRow, 'request'> & {
  request: Pick<SummaryRow['request'], 'id' | 'bulkId' | 'status' | 'respondBy' | 'createdAt' | 'updatedAt'>;
  /** Every field null when the row has no claim (the claim and its holder are two left joins). */
  claim: {
    claimedBy: number | null;
    claimedAt: Date | null;
    lastActiveAt: Date | null;
    nameAr: string | null;
    nameEn: string | null;
  } | null;
  /** The filtered rows counted up to the limit asked (the same on every row), else null. */
  total: number | null;
};

/**
 * {@link findRequestPage} for the list: the same rows in the same order, each with its claim, and
 * with `countLimit` the filtered rows counted up to it (`cappedCount`'s figure) in the same statement.
 */
export const findListPage = async (
  db: Database,
  where: SQL | undefined,
  page: { page: number; size: number; after?: number | undefined; sort?: string | undefined },
  countLimit?: number,
): Promise<PageRow[]> => {
  const order: RequestOrder = page.sort === 'respondBy' ? 'due' : 'newest';
  const after = order === 'newest' ? page.after : undefined;
  const counted = countLimit !== undefined;
  const { statement, values } = listPageOf(db, { where }, variantKey({ order, after: !!after, counted }));
  return statement.execute({
    ...values,
    ...(after && { after }),
    ...(counted && { countLimit: countLimit + 1 }),
    size: page.size,
    offset: after ? 0 : page.page * page.size,
  });
};

/** Every row of the filtered result for the export, in keyset batches. */
export async function* allRequests(
  db: Database,
  where: SQL | undefined,
  batchSize = 1000,
): AsyncIterable<SummaryRow> {
  let after: number | undefined;
  for (;;) {
    const batch = await findRequestPage(db, where, { page: 0, size: batchSize, after });
    yield* batch;
    if (batch.length < batchSize) return;
    after = batch[batch.length - 1]!.request.id;
  }
}

/** The requests of one bulk the caller sees, newest first. */
export const findBulkRequests = (db: Database, bulkId: number, visible: SQL | undefined) =>
  summariesOf(
    db,
    sql`(${db
      .select({ id: requests.id })
      .from(requests)
      .where(and(eq(requests.bulkId, bulkId), visible))})`,
  );
