import { describe, expect, it } from 'vitest';
import { BATCH_SIZES, inBatches, keyRows, MAX_BATCH_SIZE } from './batch-statements';

describe('inBatches', () => {
  it('pads a batch to the next prepared size with its last key', () => {
    expect(inBatches(['a'])).toEqual([{ size: 1, keys: ['a'] }]);
    expect(inBatches(['a', 'b', 'c'])).toEqual([{ size: 4, keys: ['a', 'b', 'c', 'c'] }]);
    expect(inBatches([])).toEqual([]);
  });

  it('splits a list longer than the largest size, every batch at a prepared size', () => {
    const keys = Array.from({ length: MAX_BATCH_SIZE + 3 }, (_, index) => index);
    const batches = inBatches(keys);
    expect(batches.map((batch) => batch.size)).toEqual([MAX_BATCH_SIZE, 4]);
    expect(batches.flatMap((batch) => batch.keys).slice(0, keys.length)).toEqual(keys);
    for (const batch of batches) expect(BATCH_SIZES).toContain(batch.keys.length);
  });
});

describe('keyRows', () => {
  it("names a placeholder per key and column, filled from each key's values", () => {
    const rows = keyRows<{ name: string; age: number }>('k', {
      name: { type: 'text', of: (key) => key.name },
      age: { type: 'int', of: (key) => key.age },
    });
    expect(
      rows.values([
        { name: 'a', age: 1 },
        { name: 'b', age: 2 },
      ]),
    ).toEqual({ name_0: 'a', age_0: 1, name_1: 'b', age_1: 2 });
  });
});
