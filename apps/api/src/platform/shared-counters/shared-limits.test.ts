import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, HEADERS } from '@portal/contracts/http-headers';
import type { DatabaseHandle } from '../../db/client';
import { submitRegistration } from '../../test-support/registrations';
import { createTestApp, TEST_CSRF_TOKEN, type TestApp } from '../../test-support/test-app';
import { openTestDatabase } from '../../test-support/test-database';
import { testRedisUrl, uniqueKeyPrefix } from './test-redis';

const ANONYMOUS = { cookie: `${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`, [HEADERS.csrf]: TEST_CSRF_TOKEN };

const report = {
  message: 'TypeError: x is undefined',
  url: 'http://portal.test/dashboard',
  time: '2026-01-01T10:00:00.000Z',
};

/** Two instances of the API on one database and one Redis, as behind a load balancer. */
describe('rate limits shared by two instances through Redis', () => {
  const prefix = uniqueKeyPrefix('rate');
  const env = { REDIS_URL: testRedisUrl(), REDIS_KEY_PREFIX: prefix };
  let database: DatabaseHandle;
  let instances: TestApp[] = [];
  let redis: Redis;

  beforeAll(async () => {
    database = await openTestDatabase();
    instances = [await createTestApp({ env, database }), await createTestApp({ env, database })];
    redis = new Redis(testRedisUrl());
  }, 120_000);
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await database?.close();
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });

  /** The n-th request goes to instance n mod 2. */
  const roundRobin = (n: number) => instances[n % 2] as TestApp;

  it('stops client-error reports from one address at exactly 30 a minute across both', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      const res = await roundRobin(i).app.inject({
        method: 'POST',
        url: '/api/client-errors',
        headers: ANONYMOUS,
        payload: report,
        remoteAddress: '198.51.100.40',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array<number>(30).fill(202));
    expect(statuses.slice(30)).toEqual([429, 429]);
    // Another address has its own count.
    const other = await roundRobin(0).app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: ANONYMOUS,
      payload: report,
      remoteAddress: '198.51.100.41',
    });
    expect(other.statusCode).toBe(202);
    expect(await redis.keys(`${prefix}rate:*`)).not.toHaveLength(0);
  });

  it('takes exactly 5 registration forms an hour from one address across both', async () => {
    const statuses: number[] = [];
    // Without a captcha each form is refused (400), and still counted.
    for (let i = 0; i < 7; i += 1)
      statuses.push(
        (await submitRegistration(roundRobin(i), { nameEn: 'x' }, [], '198.51.100.42')).statusCode,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });
});

describe('rate limits when Redis does not answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every command fails at once.
    t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1', REDIS_KEY_PREFIX: 'unused:' } });
  }, 120_000);
  afterAll(async () => t?.close());

  it('lets requests through (never 500) rather than refusing every visitor', async () => {
    for (let i = 0; i < 3; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        headers: ANONYMOUS,
        payload: report,
        remoteAddress: '198.51.100.43',
      });
      expect(res.statusCode).toBe(202);
    }
  });
});
