/**
 * Counters with a time window, kept in Redis when instances share them and in memory for a single
 * instance (docs/decisions/0043). Every operation is atomic in either store.
 */
export type CounterStore = {
  /** 'redis' or 'memory': which one holds the counters. */
  readonly kind: 'redis' | 'memory';
  /** The current value of each key (0 when absent or expired). */
  counts(keys: readonly string[]): Promise<number[]>;
  /**
   * Adds one to each key and returns the new values. A fixed window starts at the key's first hit;
   * a sliding one (`slide`) starts again at every hit.
   */
  hit(entries: readonly CounterHit[]): Promise<number[]>;
  remove(keys: readonly string[]): Promise<void>;
  /**
   * A growing delay after `free` failures counted in `failuresKey`: while `gateKey` is closed, the
   * milliseconds left (and nothing changes); otherwise 0, and when the failures have reached
   * `free`, the gate closes for the delay the next failure would bring, so that attempts in flight
   * at once cannot pass together.
   */
  passGate(gate: GateKeys, delay: GrowingDelay): Promise<number>;
  /** Counts a failure in `failuresKey` (sliding `windowMs`) and closes the gate for its delay. */
  failAtGate(gate: GateKeys, delay: GrowingDelay, windowMs: number): Promise<number>;
};

export type CounterHit = { key: string; windowMs: number; slide?: boolean };
export type GateKeys = { gateKey: string; failuresKey: string };
export type GrowingDelay = {
  /** Failures before any delay. */
  free: number;
  /** The first delay; each further failure doubles it. */
  baseMs: number;
  maxMs: number;
};

/** The delay after `failures` failures: none up to `free`, then base, 2×base, 4×base … at most max. */
export const delayAfter = (failures: number, { free, baseMs, maxMs }: GrowingDelay): number => {
  if (failures < free) return 0;
  const doublings = Math.min(failures - free, 40);
  return Math.min(baseMs * 2 ** doublings, maxMs);
};

/** Redis could not be asked: the caller decides whether to refuse or go on (decision 0043). */
export class CounterStoreUnavailable extends Error {
  constructor(cause: unknown) {
    super('shared counters unavailable', { cause });
    this.name = 'CounterStoreUnavailable';
  }
}
