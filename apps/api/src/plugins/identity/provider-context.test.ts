import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { releasingContext } from './provider-context';

const req = {} as IncomingMessage;
const res = {} as ServerResponse;

/** Requests handled as the library handles them: inside `storage.run`; the first answers first. */
const libraryLike = (storage: AsyncLocalStorage<string>, seen: (string | undefined)[]) => {
  let next = 0;
  return (_req: IncomingMessage, _res: ServerResponse) => {
    const name = `request ${++next}`;
    return storage.run(name, async () => {
      await sleep(next === 1 ? 10 : 60);
      seen.push(storage.getStore());
    });
  };
};

describe("the provider's request context", () => {
  it('is disabled only when the last request in flight has answered; each keeps its own store', async () => {
    const storage = new AsyncLocalStorage<string>();
    const disable = vi.spyOn(storage, 'disable');
    const seen: (string | undefined)[] = [];
    const handle = releasingContext(libraryLike(storage, seen), storage);

    const first = handle(req, res);
    const second = handle(req, res);
    await first;
    expect(disable).not.toHaveBeenCalled();
    await second;
    // The second request read its own store after the first had answered.
    expect(seen).toEqual(['request 1', 'request 2']);
    expect(disable).toHaveBeenCalledTimes(1);
    expect(storage.getStore()).toBeUndefined();

    // The next request runs in its context again.
    await handle(req, res);
    expect(seen.at(-1)).toBe('request 3');
    expect(disable).toHaveBeenCalledTimes(2);
  });

  it('is disabled after a request that failed, thrown or rejected', async () => {
    const storage = new AsyncLocalStorage<string>();
    const disable = vi.spyOn(storage, 'disable');
    const thrown = releasingContext(() => {
      throw new Error('thrown');
    }, storage);
    await expect(thrown(req, res)).rejects.toThrow('thrown');
    const rejected = releasingContext(() => storage.run('x', () => Promise.reject(new Error('no'))), storage);
    await expect(rejected(req, res)).rejects.toThrow('no');
    expect(disable).toHaveBeenCalledTimes(2);
  });
});
