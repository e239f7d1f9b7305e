import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { CounterStore } from './counter-store';
import type { SharedCountersConfig } from './config';
import { createMemoryCounterStore } from './memory-store';
import { createRedisCounterStore } from './redis-store';

export type SharedCounters = {
  /** The sign-in counters' store: Redis when REDIS_URL is set, else this process's memory. */
  store: CounterStore;
  /** The app's one Redis connection (null without REDIS_URL), e.g. for @fastify/rate-limit. */
  redis: Redis | null;
  /** Put before every key this app writes to Redis. */
  keyPrefix: string;
};

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Counters every instance shares (docs/decisions/0043). */
    sharedCounters: SharedCounters;
  }
}

export type SharedCountersOptions = SharedCountersConfig & { redisUrl: string | undefined };

/**
 * A client that fails a command at once while disconnected (no queue that would hold requests)
 * and keeps reconnecting in the background.
 */
const openRedis = (app: FastifyInstance, url: string, options: SharedCountersConfig): Redis => {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: options.commandTimeoutMs,
    connectTimeout: options.connectTimeoutMs,
    retryStrategy: (times) => Math.min(times * 200, 5_000),
  });
  let lastWarning = 0;
  redis.on('error', (err: Error) => {
    // One line per minute at most while Redis stays away.
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    app.log.warn({ err }, 'redis unavailable: sign-in answers 503, rate limits let requests through');
  });
  return redis;
};

/** Decorates `app.sharedCounters`; closing the app closes the Redis connection. */
const sharedCountersPlugin = async (app: FastifyInstance, options: SharedCountersOptions): Promise<void> => {
  if (!options.redisUrl) {
    app.decorate('sharedCounters', {
      store: createMemoryCounterStore(),
      redis: null,
      keyPrefix: options.keyPrefix,
    });
    return;
  }
  const redis = openRedis(app, options.redisUrl, options);
  try {
    await redis.connect();
  } catch (err) {
    // The instance still starts; meanwhile decision 0043's "Redis does not answer" applies.
    app.log.error({ err }, 'redis did not answer at start; retrying in the background');
  }
  app.decorate('sharedCounters', {
    store: createRedisCounterStore(redis, options.keyPrefix),
    redis,
    keyPrefix: options.keyPrefix,
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
};

export default fp(sharedCountersPlugin, { name: 'shared-counters', fastify: '5.x' });
