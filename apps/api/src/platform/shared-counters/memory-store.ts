import { delayAfter, type CounterStore } from './counter-store';

type Entry = { count: number; expiresAt: number };

export type MemoryStoreOptions = {
  /** At most this many live keys; the oldest go first when full. */
  maxEntries?: number;
  /** Tests move time on. */
  now?: () => number;
};

/** The counters of a single instance (no REDIS_URL): one Map, entries dropped once expired. */
export const createMemoryCounterStore = ({
  maxEntries = 10_000,
  now = Date.now,
}: MemoryStoreOptions = {}): CounterStore => {
  const entries = new Map<string, Entry>();
  const live = (key: string, at: number) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= at) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const set = (key: string, entry: Entry, at: number) => {
    if (!entries.has(key) && entries.size >= maxEntries) {
      for (const [k, v] of entries) if (v.expiresAt <= at) entries.delete(k);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    }
    entries.set(key, entry);
  };
  const hitOne = (key: string, windowMs: number, slide: boolean, at: number) => {
    const entry = live(key, at);
    if (entry) {
      entry.count += 1;
      if (slide) entry.expiresAt = at + windowMs;
      return entry.count;
    }
    set(key, { count: 1, expiresAt: at + windowMs }, at);
    return 1;
  };
  const gateLeft = (key: string, at: number) => {
    const gate = live(key, at);
    return gate ? gate.expiresAt - at : 0;
  };

  return {
    kind: 'memory',
    counts: async (keys) => {
      const at = now();
      return keys.map((key) => live(key, at)?.count ?? 0);
    },
    hit: async (hits) => {
      const at = now();
      return hits.map(({ key, windowMs, slide = false }) => hitOne(key, windowMs, slide, at));
    },
    remove: async (keys) => {
      for (const key of keys) entries.delete(key);
    },
    passGate: async ({ gateKey, failuresKey }, delay) => {
      const at = now();
      const left = gateLeft(gateKey, at);
      if (left > 0) return left;
      const failures = live(failuresKey, at)?.count ?? 0;
      const wait = delayAfter(failures + 1, delay);
      if (wait > 0) set(gateKey, { count: 1, expiresAt: at + wait }, at);
      return 0;
    },
    failAtGate: async ({ gateKey, failuresKey }, delay, windowMs) => {
      const at = now();
      const failures = hitOne(failuresKey, windowMs, true, at);
      const wait = delayAfter(failures, delay);
      if (wait > 0) set(gateKey, { count: 1, expiresAt: at + wait }, at);
      else entries.delete(gateKey);
      return failures;
    },
  };
};
