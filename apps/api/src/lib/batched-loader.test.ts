import { describe, expect, it } from 'vitest';
import { createBatchedLoader } from './batched-loader';

type Deferred = {
  keys: string[];
  finish: (values?: Record<string, number>) => void;
  fail: (e: Error) => void;
};

/** A loader whose batches the test finishes by hand. */
const manualLoader = (maxInFlight: number, maxBatchSize = 100) => {
  const batches: Deferred[] = [];
  const load = createBatchedLoader<string, number>({
    idOf: (key) => key,
    maxInFlight,
    maxBatchSize,
    load: (keys) =>
      new Promise((resolve, reject) =>
        batches.push({
          keys,
          finish: (values = {}) => resolve(new Map(Object.entries(values))),
          fail: reject,
        }),
      ),
  });
  return { load, batches };
};

describe('createBatchedLoader', () => {
  it('sends a key at once while the database is free', async () => {
    const { load, batches } = manualLoader(1);
    const answer = load('a');
    expect(batches.map((b) => b.keys)).toEqual([['a']]);
    batches[0]!.finish({ a: 1 });
    await expect(answer).resolves.toBe(1);
  });

  it('gathers the keys asked for while every batch is busy into one query, each key once', async () => {
    const { load, batches } = manualLoader(1);
    const first = load('a');
    const waiting = [load('b'), load('a'), load('b'), load('c')];
    expect(batches).toHaveLength(1);
    batches[0]!.finish({ a: 1 });
    await first;
    await Promise.resolve();
    expect(batches[1]!.keys).toEqual(['b', 'a', 'c']);
    batches[1]!.finish({ a: 10, b: 20 });
    await expect(Promise.all(waiting)).resolves.toEqual([20, 10, 20, null]);
  });

  it('never answers a caller with a query sent before it asked', async () => {
    const { load, batches } = manualLoader(1);
    const early = load('a');
    const late = load('a');
    batches[0]!.finish({ a: 1 });
    await expect(early).resolves.toBe(1);
    await Promise.resolve();
    expect(batches).toHaveLength(2);
    batches[1]!.finish({ a: 2 });
    await expect(late).resolves.toBe(2);
  });

  it('runs up to maxInFlight batches at once and splits batches at maxBatchSize', async () => {
    const { load, batches } = manualLoader(2, 2);
    void load('a');
    void load('b');
    const rest = [load('c'), load('d'), load('e')];
    expect(batches.map((b) => b.keys)).toEqual([['a'], ['b']]);
    batches[0]!.finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches[2]!.keys).toEqual(['c', 'd']);
    batches[1]!.finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches[3]!.keys).toEqual(['e']);
    batches[2]!.finish({ c: 3, d: 4 });
    batches[3]!.finish({ e: 5 });
    await expect(Promise.all(rest)).resolves.toEqual([3, 4, 5]);
  });

  it('rejects every caller of a failed batch and keeps serving later ones', async () => {
    const { load, batches } = manualLoader(1);
    const failed = load('a');
    batches[0]!.fail(new Error('database down'));
    await expect(failed).rejects.toThrow('database down');
    const next = load('a');
    batches[1]!.finish({ a: 1 });
    await expect(next).resolves.toBe(1);
  });
});
