import type { Redis } from 'ioredis';
import { CounterStoreUnavailable, type CounterStore } from './counter-store';

/** KEYS: the counters; ARGV: per key, its window (ms) and 1 to slide it. Returns the new values. */
const HIT = `
local values = {}
for i, key in ipairs(KEYS) do
  local value = redis.call('INCR', key)
  if value == 1 or ARGV[i * 2] == '1' then redis.call('PEXPIRE', key, ARGV[i * 2 - 1]) end
  values[i] = value
end
return values`;

/** The delay after n failures (decision 0043), shared by both gate scripts. */
const DELAY = `
local function delay_after(n, free, base, max)
  if n < free then return 0 end
  local doublings = math.min(n - free, 40)
  return math.min(base * 2 ^ doublings, max)
end`;

/** KEYS: gate, failures; ARGV: free, base, max. Returns the milliseconds left, or 0 (passed). */
const PASS_GATE = `${DELAY}
local left = redis.call('PTTL', KEYS[1])
if left > 0 then return left end
local failures = tonumber(redis.call('GET', KEYS[2]) or '0')
local wait = delay_after(failures + 1, tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]))
if wait > 0 then redis.call('SET', KEYS[1], '1', 'PX', math.floor(wait)) end
return 0`;

/** KEYS: gate, failures; ARGV: free, base, max, window. Returns the failures now counted. */
const FAIL_AT_GATE = `${DELAY}
local failures = redis.call('INCR', KEYS[2])
redis.call('PEXPIRE', KEYS[2], ARGV[4])
local wait = delay_after(failures, tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]))
if wait > 0 then redis.call('SET', KEYS[1], '1', 'PX', math.floor(wait)) else redis.call('DEL', KEYS[1]) end
return failures`;

type Scripts = {
  portalCountersHit(...args: (string | number)[]): Promise<number[]>;
  portalCountersPassGate(...args: (string | number)[]): Promise<number>;
  portalCountersFailAtGate(...args: (string | number)[]): Promise<number>;
};

const withScripts = (redis: Redis): Redis & Scripts => {
  const scripted = redis as Redis & Partial<Scripts>;
  if (!scripted.portalCountersHit) {
    redis.defineCommand('portalCountersHit', { lua: HIT });
    redis.defineCommand('portalCountersPassGate', { numberOfKeys: 2, lua: PASS_GATE });
    redis.defineCommand('portalCountersFailAtGate', { numberOfKeys: 2, lua: FAIL_AT_GATE });
  }
  return scripted as Redis & Scripts;
};

/** Any failure to reach Redis becomes CounterStoreUnavailable (the caller decides: decision 0043). */
const unavailable = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw new CounterStoreUnavailable(error);
  }
};

/** The counters every instance shares: keys under `prefix`, each operation one Lua script or command. */
export const createRedisCounterStore = (redis: Redis, prefix: string): CounterStore => {
  const client = withScripts(redis);
  const k = (key: string) => `${prefix}${key}`;
  return {
    kind: 'redis',
    counts: (keys) =>
      unavailable(async () => {
        if (keys.length === 0) return [];
        const values = await client.mget(keys.map(k));
        return values.map((value) => Number(value ?? 0));
      }),
    hit: (hits) =>
      unavailable(async () => {
        if (hits.length === 0) return [];
        const args = hits.flatMap(({ windowMs, slide }) => [Math.ceil(windowMs), slide ? '1' : '0']);
        return client.portalCountersHit(hits.length, ...hits.map(({ key }) => k(key)), ...args);
      }),
    remove: (keys) =>
      unavailable(async () => {
        if (keys.length > 0) await client.del(...keys.map(k));
      }),
    passGate: ({ gateKey, failuresKey }, { free, baseMs, maxMs }) =>
      unavailable(() => client.portalCountersPassGate(k(gateKey), k(failuresKey), free, baseMs, maxMs)),
    failAtGate: ({ gateKey, failuresKey }, { free, baseMs, maxMs }, windowMs) =>
      unavailable(() =>
        client.portalCountersFailAtGate(k(gateKey), k(failuresKey), free, baseMs, maxMs, Math.ceil(windowMs)),
      ),
  };
};
