import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, HEADERS } from '@portal/contracts/http-headers';
import { MY_CONTRACT_TRIES_PER_HOUR } from '@portal/contracts/my-contract';
import type { DatabaseHandle } from '../../db/client';
import { testRedisUrl, uniqueKeyPrefix } from '../../platform/shared-counters/test-redis';
import { createTestApp, TEST_CSRF_TOKEN, type TestApp } from '../../test-support/test-app';
import { openTestDatabase } from '../../test-support/test-database';

const ANONYMOUS = { cookie: `${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`, [HEADERS.csrf]: TEST_CSRF_TOKEN };
const WRONG = { requestNumber: 'ER-0000001', passportNumber: 'ZZ0000000', birthDate: '1990-01-01' };

/** Two API instances on one database and one Redis, as behind a load balancer (decision 0043). */
describe('/api/my-contract: ten tries an hour per address across instances', () => {
  const prefix = uniqueKeyPrefix('my-contract');
  const env = { REDIS_URL: testRedisUrl(), REDIS_KEY_PREFIX: prefix };
  let database: DatabaseHandle;
  let instances: TestApp[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    instances = [await createTestApp({ env, database }), await createTestApp({ env, database })];
  }, 120_000);
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await database?.close();
    const redis = new Redis(testRedisUrl());
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it(`refuses the ${MY_CONTRACT_TRIES_PER_HOUR + 1}th try from one address, whichever instance answers`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= MY_CONTRACT_TRIES_PER_HOUR; i += 1) {
      const res = await instances[i % 2]!.app.inject({
        method: 'POST',
        url: '/api/my-contract',
        headers: ANONYMOUS,
        payload: WRONG,
        remoteAddress: '203.0.113.77',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(MY_CONTRACT_TRIES_PER_HOUR).fill(200), 429]);
  });
});
