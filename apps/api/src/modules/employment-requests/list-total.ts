import type { SQL } from 'drizzle-orm';
import { EXACT_TOTAL_LIMIT } from '@portal/contracts/hr-pool/candidates';
import type { Database } from '../../db/client';
import { employmentRequests as requests } from '../../db/schema/index';
import { listTotal, reusedEstimate } from '../../lib/list/estimated-total';

/** The planner's row estimate of the filtered requests (EXPLAIN: nothing is read), reused for a minute. */
export const estimatedRequests = (db: Database, where: SQL | undefined): Promise<number> =>
  reusedEstimate(db, requests, where);

/**
 * Whether the total will need the capped count whatever the page holds, as the estimate and the
 * page's position already say (listTotal's rule): the page's statement then counts beside it.
 */
export const countNeeded = (pageEnd: number, estimate: number): boolean =>
  estimate < 10 * EXACT_TOTAL_LIMIT && pageEnd <= EXACT_TOTAL_LIMIT;

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
