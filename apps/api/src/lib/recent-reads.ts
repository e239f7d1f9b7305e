/**
 * Reads an instance reuses for a few seconds (decision 0036): a hot path asks the same small thing
 * at every call (a setting, the holidays and incidents, a list's planner estimate). Kept per
 * database handle (a transaction is a handle of its own, and a test process has many databases)
 * and per key; the read's promise is kept from its start, so callers at the same moment share one
 * read, a forget drops a read still under way, and a failed read is not kept.
 */
export type RecentReads<K, V> = {
  read: (handle: object, key: K, load: () => Promise<V>) => Promise<V>;
  /** A change through this instance: the next read of `key` through `handle` asks again. */
  forget: (handle: object, key: K) => void;
  /** A change that concerns every handle: every next read asks again. */
  forgetAll: () => void;
};

export const recentReads = <K, V>(reuseMs: number, maxKeysPerHandle = Infinity): RecentReads<K, V> => {
  let kept = new WeakMap<object, Map<K, { until: number; value: Promise<V> }>>();
  const keptOf = (handle: object) => {
    let entries = kept.get(handle);
    if (!entries) {
      entries = new Map();
      kept.set(handle, entries);
    }
    return entries;
  };
  return {
    read: (handle, key, load) => {
      const entries = keptOf(handle);
      const now = Date.now();
      const reused = entries.get(key);
      if (reused && reused.until > now) return reused.value;
      if (entries.size >= maxKeysPerHandle) entries.clear();
      const entry = { until: now + reuseMs, value: load() };
      entries.set(key, entry);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },
    forget: (handle, key) => {
      kept.get(handle)?.delete(key);
    },
    forgetAll: () => {
      kept = new WeakMap();
    },
  };
};
