import { and, count, inArray } from 'drizzle-orm';
import type { QuotaUsage } from '../lookups-quotas/providers';
import type { ActionsNeededProvider } from '../statistic/providers';
import { employmentRequests as requests } from '../../db/schema/index';
import { countWaitingOn } from './waiting';

/** Notification `employment_requests`: the requests waiting on the caller's answer. */
export const requestsWaitingOnCaller: ActionsNeededProvider = ({ db, session }) =>
  countWaitingOn(db, session);

/** The quotas' "used": requests made per country and quota month, whatever became of them. */
export const newRequestsPerQuota: QuotaUsage = async (db, keys) => {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ countryId: requests.countryId, month: requests.quotaMonth, used: count() })
    .from(requests)
    .where(
      and(
        inArray(requests.countryId, [...new Set(keys.map((key) => key.countryId))]),
        inArray(requests.quotaMonth, [...new Set(keys.map((key) => key.month))]),
      ),
    )
    .groupBy(requests.countryId, requests.quotaMonth);
  const used = new Map(rows.map((row) => [`${row.countryId}:${row.month}`, row.used]));
  return keys.map((key) => used.get(`${key.countryId}:${key.month}`) ?? 0);
};
