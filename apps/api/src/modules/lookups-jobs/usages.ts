import type { Usage } from '../../lib/where-used';

/**
 * Where a job may be used. No table refers to jobs yet; the modules that add one (candidates,
 * visas, employment requests, partnership contract financial terms) add their count here, e.g.
 * `{ place: 'usage.candidates', count: (db, id) => countWhere(db, candidates, eq(candidates.jobId, id)) }`.
 */
export const JOB_USAGES: Usage[] = [];
