import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { recentReads } from '../recent-reads';
import type { Database } from '../../db/client';
import { renderedFilter } from '../../db/named-statements';

type ExplainPlan = { Plan?: { 'Plan Rows'?: number } };

/** The planner's row estimate of the table's rows matching `where` (EXPLAIN: nothing is read). */
export const estimatedCount = async (
  db: Database,
  table: PgTable,
  where: SQL | undefined,
): Promise<number> => {
  const query = db
    .select({ one: sql`1` })
    .from(table)
    .where(where);
  const result = (await db.execute(sql`explain (format json) ${query}`)) as {
    rows: { 'QUERY PLAN': ExplainPlan[] | string }[];
  };
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plans = (typeof raw === 'string' ? JSON.parse(raw) : raw) as ExplainPlan[] | undefined;
  return Math.round(plans?.[0]?.Plan?.['Plan Rows'] ?? 0);
};

/**
 * How long a planner's estimate is reused for the same filtered list (decisions 0051, 0068). The
 * planner's figure follows the table's statistics and size, which do not move from one second to the
 * next; at 5 seconds a list read every few seconds (a person paging, the bench's captures, 2.5 s
 * apart) sent EXPLAIN, planned at every call, with every other call.
 */
export const ESTIMATE_REUSE_MS = 60_000;
const KEPT_ESTIMATES = 1_000;
const keptEstimates = recentReads<string, number>(ESTIMATE_REUSE_MS, KEPT_ESTIMATES);

/**
 * {@link estimatedCount}, reused for ESTIMATE_REUSE_MS for the same table and filter: EXPLAIN cannot
 * be prepared, so PostgreSQL plans it at every call, and a list page asked again and again (the
 * next page, a refresh, many people of one office) would send it each time for a figure that only
 * chooses between counting and estimating and is an estimate anyway. Exact totals are still counted
 * at every call.
 */
export const reusedEstimate = (db: Database, table: PgTable, where: SQL | undefined): Promise<number> => {
  const filter = where ? renderedFilter(db, where) : { text: '', params: [] };
  const key = `${getTableName(table)}\u0000${filter.text}\u0000${JSON.stringify(filter.params)}`;
  return keptEstimates.read(db, key, () => estimatedCount(db, table, where));
};

/** Counts the rows matching `where` up to one past `limit` (a scan at most that long). */
export const cappedCount = async (
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  limit: number,
): Promise<number> => {
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(limit + 1)
    .as('capped');
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(capped);
  return Number(row?.total ?? 0);
};

export type ListTotal = { total: number; totalIsEstimate: boolean };

/**
 * A list's total once a page is read: exact up to `limit` (counting stops one row past it), beyond
 * that the planner's `estimate`, never below the rows known to come before and on this page
 * (`reached`), flagged as such. No count is made when the result is known to be past the limit:
 * the planner expects ten times more, or the page already ends past it.
 */
export const listTotal = async (
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  page: {
    reached: number;
    estimate: number;
    limit: number;
    /** The same capped count, started beside the page's read when it was sure to be needed. */
    counting?: Promise<number> | undefined;
  },
): Promise<ListTotal> => {
  const { reached, estimate, limit } = page;
  if (estimate >= 10 * limit || reached > limit) {
    return { total: Math.max(estimate, reached), totalIsEstimate: true };
  }
  const counted = await (page.counting ?? cappedCount(db, table, where, limit));
  if (counted <= limit) return { total: counted, totalIsEstimate: false };
  return { total: Math.max(counted, estimate, reached), totalIsEstimate: true };
};
