import { eq } from 'drizzle-orm';
import { visas } from '../../db/schema/index';
import { countWhere } from '../../lib/list/list-query';
import type { Usage } from '../../lib/where-used';

/**
 * Where a job may be used. Modules whose table refers to jobs (candidates, employment requests,
 * partnership contract financial terms) add their count here.
 */
export const JOB_USAGES: Usage[] = [
  { place: 'usage.visas', count: (db, id) => countWhere(db, visas, eq(visas.jobId, id)) },
];
