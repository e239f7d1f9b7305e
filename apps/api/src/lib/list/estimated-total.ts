import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';

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
  page: { reached: number; estimate: number; limit: number },
): Promise<ListTotal> => {
  const { reached, estimate, limit } = page;
  if (estimate >= 10 * limit || reached > limit) {
    return { total: Math.max(estimate, reached), totalIsEstimate: true };
  }
  const counted = await cappedCount(db, table, where, limit);
  if (counted <= limit) return { total: counted, totalIsEstimate: false };
  return { total: Math.max(counted, estimate, reached), totalIsEstimate: true };
};
