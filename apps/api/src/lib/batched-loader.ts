export type BatchedLoaderOptions<K, V> = {
  /** Loads a batch of distinct keys; keys missing from the answer resolve to null. */
  load: (keys: K[]) => Promise<Map<string, V>>;
  idOf: (key: K) => string;
  /** Batches running at once; a key asked for while they are all busy waits for the next batch. */
  maxInFlight: number;
  maxBatchSize: number;
};

type Waiting<K, V> = {
  key: K;
  callers: { resolve: (value: V | null) => void; reject: (error: unknown) => void }[];
};

/**
 * Loads keys in batches, like a DataLoader without its cache: a batch is sent only after every
 * caller in it asked, so each caller gets data read after its request arrived (a change committed
 * before a request is always seen by it). Under load, callers waiting for a busy database share one
 * query instead of queueing one each.
 */
export const createBatchedLoader = <K, V>(options: BatchedLoaderOptions<K, V>) => {
  const { load, idOf, maxInFlight, maxBatchSize } = options;
  let inFlight = 0;
  let waiting = new Map<string, Waiting<K, V>>();

  const settle = (batch: Map<string, Waiting<K, V>>, results: Map<string, V> | null, error?: unknown) => {
    for (const [id, entry] of batch) {
      for (const caller of entry.callers) {
        if (results) caller.resolve(results.get(id) ?? null);
        else caller.reject(error);
      }
    }
  };

  const takeBatch = (): Map<string, Waiting<K, V>> => {
    if (waiting.size <= maxBatchSize) {
      const batch = waiting;
      waiting = new Map();
      return batch;
    }
    const batch = new Map<string, Waiting<K, V>>();
    for (const [id, entry] of waiting) {
      if (batch.size === maxBatchSize) break;
      batch.set(id, entry);
      waiting.delete(id);
    }
    return batch;
  };

  const dispatch = (): void => {
    while (inFlight < maxInFlight && waiting.size > 0) {
      const batch = takeBatch();
      inFlight += 1;
      load([...batch.values()].map((entry) => entry.key))
        .then(
          (results) => settle(batch, results),
          (error: unknown) => settle(batch, null, error),
        )
        .finally(() => {
          inFlight -= 1;
          dispatch();
        });
    }
  };

  return (key: K): Promise<V | null> =>
    new Promise((resolve, reject) => {
      const id = idOf(key);
      const entry = waiting.get(id) ?? { key, callers: [] };
      entry.callers.push({ resolve, reject });
      waiting.set(id, entry);
      dispatch();
    });
};
