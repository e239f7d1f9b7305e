import type { SQL } from 'drizzle-orm';
import { EXACT_TOTAL_LIMIT } from '@portal/contracts/hr-pool/candidates';
import type { Database } from '../../db/client';
import { employmentRequests as requests } from '../../db/schema/index';
import { estimatedCount, listTotal } from '../../lib/list/estimated-total';

/** The planner's row estimate of the filtered requests (EXPLAIN: nothing is read). */
export const estimatedRequests = (db: Database, where: SQL | undefined): Promise<number> =>
  estimatedCount(db, requests, where);

/**
 * The list's total: exact up to 10,000 (a capped index scan), else the planner's estimate, at
 * least the rows the page reached. Counting 5,000,000 rows on every page is not an option.
 */
export const requestTotal = async (
  db: Database,
  where: SQL | undefined,
  reached: number,
  estimate: number,
): Promise<number> =>
  (await listTotal(db, requests, where, { reached, estimate, limit: EXACT_TOTAL_LIMIT })).total;
