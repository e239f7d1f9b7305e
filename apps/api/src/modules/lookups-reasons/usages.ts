import { eq } from 'drizzle-orm';
import { licenceRequests, suspensions } from '../../db/schema/index';
import { countWhere } from '../../lib/list/list-query';
import type { Usage } from '../../lib/where-used';

/**
 * Where a reason may be used. Later modules (employment requests, partnership contracts,
 * complaints) add their count here when their tables refer to reasons.
 */
export const REASON_USAGES: Usage[] = [
  {
    place: 'usage.suspensions',
    count: (db, id) => countWhere(db, suspensions, eq(suspensions.reasonId, id)),
  },
  {
    place: 'usage.licenceRequests',
    count: (db, id) => countWhere(db, licenceRequests, eq(licenceRequests.rejectionReasonId, id)),
  },
];
