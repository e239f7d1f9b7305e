import { afterEach, describe, expect, it, vi } from 'vitest';
import { recentReads } from './recent-reads';

describe('recentReads', () => {
  afterEach(() => vi.useRealTimers());

  it('reuses a read per handle and key for its time, then reads again', async () => {
    vi.useFakeTimers();
    const kept = recentReads<string, number>(5_000);
    const [one, two] = [{}, {}];
    let reads = 0;
    const load = () => Promise.resolve((reads += 1));
    expect(await kept.read(one, 'a', load)).toBe(1);
    expect(await kept.read(one, 'a', load)).toBe(1);
    expect(await kept.read(one, 'b', load)).toBe(2);
    expect(await kept.read(two, 'a', load)).toBe(3);
    vi.advanceTimersByTime(5_001);
    expect(await kept.read(one, 'a', load)).toBe(4);
  });

  it('shares a read under way, and a forget drops it, even before it ends', async () => {
    const kept = recentReads<string, string>(5_000);
    const handle = {};
    let finish: (value: string) => void = () => undefined;
    const slow = () => new Promise<string>((resolve) => (finish = resolve));
    const first = kept.read(handle, 'k', slow);
    expect(kept.read(handle, 'k', () => Promise.resolve('other'))).toBe(first);
    kept.forget(handle, 'k');
    finish('before the change');
    expect(await first).toBe('before the change');
    expect(await kept.read(handle, 'k', () => Promise.resolve('after'))).toBe('after');
    kept.forgetAll();
    expect(await kept.read(handle, 'k', () => Promise.resolve('after all'))).toBe('after all');
  });

  it('does not keep a failed read, and holds at most the keys it is given per handle', async () => {
    const kept = recentReads<string, string>(5_000, 2);
    const handle = {};
    await expect(kept.read(handle, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await kept.read(handle, 'k', () => Promise.resolve('up'))).toBe('up');
    await kept.read(handle, 'l', () => Promise.resolve('l'));
    // A third key empties the handle's reads first: 'k' is read again.
    await kept.read(handle, 'm', () => Promise.resolve('m'));
    expect(await kept.read(handle, 'k', () => Promise.resolve('again'))).toBe('again');
  });
});
