import type { SQL } from 'drizzle-orm';
import { EXACT_TOTAL_LIMIT } from '@portal/contracts/hr-pool/candidates';
import type { Database } from '../../db/client';
import { employmentRequests as requests } from '../../db/schema/index';
import { cappedCount, listTotal, reusedEstimate } from '../../lib/list/estimated-total';

/** The planner's row estimate of the filtered requests (EXPLAIN: nothing is read), reused for a few seconds. */
export const estimatedRequests = (db: Database, where: SQL | undefined): Promise<number> =>
  reusedEstimate(db, requests, where);

/**
 * The capped count the total will need, started now, when the estimate and the page's position
 * already say it will be needed whatever the page holds (listTotal's rule); else undefined.
 */
export const requestCountFor = (
  db: Database,
  where: SQL | undefined,
  pageEnd: number,
  estimate: number,
): Promise<number> | undefined =>
  estimate < 10 * EXACT_TOTAL_LIMIT && pageEnd <= EXACT_TOTAL_LIMIT
    ? cappedCount(db, requests, where, EXACT_TOTAL_LIMIT)
    : undefined;

/**
 * The list's total: exact up to 10,000 (a capped index scan), else the planner's estimate, at
 * least the rows the page reached. Counting 5,000,000 rows on every page is not an option.
 */
export const requestTotal = async (
  db: Database,
  where: SQL | undefined,
  reached: number,
  estimate: number,
  counting?: Promise<number>,
): Promise<number> =>
  (await listTotal(db, requests, where, { reached, estimate, limit: EXACT_TOTAL_LIMIT, counting })).total;
