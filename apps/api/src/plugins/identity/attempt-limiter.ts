import type { CounterStore, GrowingDelay } from '../../platform/shared-counters/counter-store';
import { createMemoryCounterStore } from '../../platform/shared-counters/memory-store';
import { loadSignInLimits, type SignInLimits } from './limits-config';

/** Which limit refuses an attempt: the address's, the username-and-address pair's, or the account's delay. */
export type AttemptBlock =
  { limit: 'address' } | { limit: 'pair' } | { limit: 'delay'; retryAfterMs: number } | null;

/**
 * Counts failed sign-ins (docs/decisions/0043) in a CounterStore: Redis shared by every instance,
 * or memory for one. Per username and address, per address across usernames (spraying), and per
 * account across addresses with a growing delay, which is taken atomically as an attempt passes.
 * A store that does not answer throws CounterStoreUnavailable; the sign-in page refuses then.
 */
export const createAttemptLimiter = (
  store: CounterStore = createMemoryCounterStore({ maxEntries: 30_000 }),
  limits: SignInLimits = loadSignInLimits({}),
) => {
  const account = (username: string) => username.trim().toLowerCase();
  const keys = (username: string, ip: string) => {
    const user = encodeURIComponent(account(username));
    return {
      pair: `signin:pair:${user}:${ip}`,
      address: `signin:address:${ip}`,
      gate: { gateKey: `signin:gate:${user}`, failuresKey: `signin:account:${user}` },
    };
  };
  const delay: GrowingDelay = {
    free: limits.accountFreeFailures,
    baseMs: limits.accountDelayMs,
    maxMs: limits.accountMaxDelayMs,
  };

  return {
    limits,
    /**
     * Whether this attempt may check its password. Passing takes the account's gate: a further
     * attempt for the account waits until this one's outcome is recorded.
     */
    async check(username: string, ip: string): Promise<AttemptBlock> {
      const k = keys(username, ip);
      const [address = 0, pair = 0] = await store.counts([k.address, k.pair]);
      if (address >= limits.addressMaxFailures) return { limit: 'address' };
      if (pair >= limits.pairMaxFailures) return { limit: 'pair' };
      const retryAfterMs = await store.passGate(k.gate, delay);
      return retryAfterMs > 0 ? { limit: 'delay', retryAfterMs } : null;
    },
    /** A wrong password (or unknown username): counts it everywhere; the account's delay grows. */
    async recordFailure(username: string, ip: string): Promise<void> {
      const k = keys(username, ip);
      await Promise.all([
        store.hit([
          { key: k.pair, windowMs: limits.pairWindowMs },
          { key: k.address, windowMs: limits.addressWindowMs },
        ]),
        store.failAtGate(k.gate, delay, limits.accountWindowMs),
      ]);
    },
    /** A success: the account's delay and its own pair start again; the address keeps its count. */
    async reset(username: string, ip: string): Promise<void> {
      const k = keys(username, ip);
      await store.remove([k.pair, k.gate.gateKey, k.gate.failuresKey]);
    },
  };
};

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
