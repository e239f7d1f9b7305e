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
