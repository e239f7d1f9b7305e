import type { Database } from '../../db/client';
import type { Executor } from '../../platform/history/service';

/** One quota's key: a country and a month (`YYYY-MM`). */
export type QuotaKey = { countryId: number; month: string };

/**
 * How many new employment requests exist for each key (same order). The employment-requests
 * module supplies the count (requests created for workers of that country in that month,
 * whatever their status except drafts); the registry refuses to start without it.
 */
export type QuotaUsage = (db: Database | Executor, keys: readonly QuotaKey[]) => Promise<number[]>;
