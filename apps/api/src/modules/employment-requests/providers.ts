import type { QuotaUsage } from '../lookups-quotas/providers';
import type { ActionsNeededProvider } from '../statistic/providers';

// Owned by the API helper: replace both with the real counts (waiting.ts, quota usage).
export const requestsWaitingOnCaller: ActionsNeededProvider = async () => 0;
export const newRequestsPerQuota: QuotaUsage = async (_db, keys) => keys.map(() => 0);
