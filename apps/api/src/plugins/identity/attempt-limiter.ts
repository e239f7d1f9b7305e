export type AttemptLimiterOptions = { maxFailures?: number; windowMs?: number; maxEntries?: number };

/**
 * Counts failed sign-ins per username and client address (in memory, per instance). After
 * `maxFailures` within `windowMs` the pair is blocked until the window ends.
 */
export const createAttemptLimiter = ({
  maxFailures = 10,
  windowMs = 5 * 60_000,
  maxEntries = 10_000,
}: AttemptLimiterOptions = {}) => {
  const failures = new Map<string, { count: number; resetAt: number }>();
  const keyOf = (username: string, ip: string) => `${username.trim().toLowerCase()}\u0000${ip}`;

  const current = (key: string, now: number) => {
    const entry = failures.get(key);
    if (entry && entry.resetAt <= now) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  };

  return {
    isBlocked(username: string, ip: string, now = Date.now()): boolean {
      return (current(keyOf(username, ip), now)?.count ?? 0) >= maxFailures;
    },
    recordFailure(username: string, ip: string, now = Date.now()): void {
      const key = keyOf(username, ip);
      const entry = current(key, now);
      if (entry) {
        entry.count += 1;
        return;
      }
      if (failures.size >= maxEntries) {
        for (const [k, v] of failures) if (v.resetAt <= now) failures.delete(k);
        if (failures.size >= maxEntries) failures.delete(failures.keys().next().value as string);
      }
      failures.set(key, { count: 1, resetAt: now + windowMs });
    },
    reset(username: string, ip: string): void {
      failures.delete(keyOf(username, ip));
    },
  };
};

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
