export type AttemptLimiterOptions = {
  /** Failures of one username from one address before that pair waits. */
  maxFailures?: number;
  windowMs?: number;
  /** Failures from one address across all usernames (password spraying) before it waits. */
  maxAddressFailures?: number;
  addressWindowMs?: number;
  maxEntries?: number;
};

export type AttemptBlock = 'account' | 'address' | null;

type Counter = { count: number; resetAt: number };

/** Failure counters that expire after their window, at most `maxEntries` of them. */
const createCounters = (windowMs: number, maxEntries: number) => {
  const counters = new Map<string, Counter>();
  const current = (key: string, now: number) => {
    const entry = counters.get(key);
    if (entry && entry.resetAt <= now) {
      counters.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    count: (key: string, now: number) => current(key, now)?.count ?? 0,
    add(key: string, now: number) {
      const entry = current(key, now);
      if (entry) {
        entry.count += 1;
        return;
      }
      if (counters.size >= maxEntries) {
        for (const [k, v] of counters) if (v.resetAt <= now) counters.delete(k);
        if (counters.size >= maxEntries) counters.delete(counters.keys().next().value as string);
      }
      counters.set(key, { count: 1, resetAt: now + windowMs });
    },
    delete: (key: string) => counters.delete(key),
  };
};

/**
 * Counts failed sign-ins in memory, per instance (like the API's rate limits): per username and
 * client address (10 in 5 minutes), and per address across all usernames (20 in 15 minutes), so
 * guessing one password for many accounts is limited too. A success clears only its own pair.
 */
export const createAttemptLimiter = ({
  maxFailures = 10,
  windowMs = 5 * 60_000,
  maxAddressFailures = 20,
  addressWindowMs = 15 * 60_000,
  maxEntries = 10_000,
}: AttemptLimiterOptions = {}) => {
  const pairs = createCounters(windowMs, maxEntries);
  const addresses = createCounters(addressWindowMs, maxEntries);
  const keyOf = (username: string, ip: string) => `${username.trim().toLowerCase()}\u0000${ip}`;

  return {
    /** Which limit this attempt hits, if any: the address's or the account's. */
    blocked(username: string, ip: string, now = Date.now()): AttemptBlock {
      if (addresses.count(ip, now) >= maxAddressFailures) return 'address';
      if (pairs.count(keyOf(username, ip), now) >= maxFailures) return 'account';
      return null;
    },
    recordFailure(username: string, ip: string, now = Date.now()): void {
      pairs.add(keyOf(username, ip), now);
      addresses.add(ip, now);
    },
    reset(username: string, ip: string): void {
      pairs.delete(keyOf(username, ip));
    },
  };
};

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
