import { describe, expect, it } from 'vitest';
import { createCountriesCache, etagMatches } from './countries-cache';

const list = (en: string) => ({ items: [{ code3: 'PHL', code2: 'PH', name: { ar: 'الفلبين', en } }] });

describe('countries cache', () => {
  it('loads once within the time to live, then again', async () => {
    let loads = 0;
    let time = 0;
    const get = createCountriesCache(
      async () => list(`v${++loads}`),
      1000,
      () => time,
    );
    const first = await get();
    expect((await get()).etag).toBe(first.etag);
    expect(loads).toBe(1);
    time = 1500;
    const second = await get();
    expect(loads).toBe(2);
    expect(second.etag).not.toBe(first.etag);
  });

  it('serves the stale list when the partner fails after expiry, and fails when there is none', async () => {
    let time = 0;
    let fail = false;
    const get = createCountriesCache(
      async () => {
        if (fail) throw new Error('down');
        return list('Philippines');
      },
      1000,
      () => time,
    );
    const first = await get();
    fail = true;
    time = 5000;
    expect(await get()).toBe(first);
    const empty = createCountriesCache(async () => Promise.reject(new Error('down')));
    await expect(empty()).rejects.toThrow('down');
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    expect(etagMatches('"a", W/"b"', '"b"')).toBe(true);
    expect(etagMatches('*', '"b"')).toBe(true);
    expect(etagMatches('"a"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });
});
