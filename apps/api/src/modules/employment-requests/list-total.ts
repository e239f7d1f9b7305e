import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { employmentRequests as requests } from '../../db/schema/index';

/** Exact totals up to this many requests; past it the planner's estimate (like the HR pool list). */
export const EXACT_TOTAL_LIMIT = 10_000;
const SURELY_PAST_LIMIT = 10 * EXACT_TOTAL_LIMIT;

type ExplainPlan = { Plan?: { 'Plan Rows'?: number } };

/** The planner's row estimate of the filtered requests (EXPLAIN: nothing is read). */
export const estimatedRequests = async (db: Database, where: SQL | undefined): Promise<number> => {
  const query = db
    .select({ one: sql`1` })
    .from(requests)
    .where(where);
  const result = (await db.execute(sql`explain (format json) ${query}`)) as {
    rows: { 'QUERY PLAN': ExplainPlan[] | string }[];
  };
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plans = (typeof raw === 'string' ? JSON.parse(raw) : raw) as ExplainPlan[] | undefined;
  return Math.round(plans?.[0]?.Plan?.['Plan Rows'] ?? 0);
};

const capped = async (db: Database, where: SQL | undefined): Promise<number> => {
  const rows = db
    .select({ one: sql`1` })
    .from(requests)
    .where(where)
    .limit(EXACT_TOTAL_LIMIT + 1)
    .as('capped');
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(rows);
  return Number(row?.total ?? 0);
};

/**
 * The list's total: exact up to EXACT_TOTAL_LIMIT (a capped index scan), else the planner's
 * estimate, at least the rows the page reached. Counting 5,000,000 rows on every page is not an option.
 */
export const requestTotal = async (
  db: Database,
  where: SQL | undefined,
  reached: number,
  estimate: number,
): Promise<number> => {
  if (estimate >= SURELY_PAST_LIMIT || reached > EXACT_TOTAL_LIMIT) return Math.max(estimate, reached);
  const counted = await capped(db, where);
  return counted <= EXACT_TOTAL_LIMIT ? counted : Math.max(counted, estimate, reached);
};
