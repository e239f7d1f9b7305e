import type { BookingCountriesResponse } from '@portal/contracts/booking';
import { etagOf } from '../../lib/http-cache';

export { etagMatches } from '../../lib/http-cache';

export type CachedCountries = { value: BookingCountriesResponse; etag: string; fetchedAt: number };

/** How long the server keeps the partner's list, and what browsers may cache (seconds). */
export const COUNTRIES_TTL_SECONDS = 3600;

/**
 * Keeps the partner's country list for a while; if the partner fails after expiry, the stale list is
 * served rather than an error (it hardly ever changes).
 */
export const createCountriesCache = (
  load: () => Promise<BookingCountriesResponse>,
  ttlMs = COUNTRIES_TTL_SECONDS * 1000,
  now: () => number = Date.now,
) => {
  let cached: CachedCountries | null = null;
  let pending: Promise<CachedCountries> | null = null;

  const refresh = (): Promise<CachedCountries> =>
    (pending ??= load()
      .then((value) => (cached = { value, etag: etagOf(value), fetchedAt: now() }))
      .finally(() => {
        pending = null;
      }));

  return async (): Promise<CachedCountries> => {
    if (cached && now() - cached.fetchedAt < ttlMs) return cached;
    try {
      return await refresh();
    } catch (error) {
      if (cached) return cached;
      throw error;
    }
  };
};
