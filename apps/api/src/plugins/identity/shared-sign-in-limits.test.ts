import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { signInFailures } from '../../db/schema/identity';
import { testRedisUrl, uniqueKeyPrefix } from '../../platform/shared-counters/test-redis';
import type { SignInLimits } from './limits-config';
import type { BrowserResponse, InjectableApp } from './test-support/browser';
import { openSignInPage, postForm } from './test-support/sign-in';
import { buildIdentityApp, insertUser, openTestDatabase, testConfig } from './test-support/test-app';

const LIMITS: SignInLimits = {
  pairMaxFailures: 3,
  pairWindowMs: 5 * 60_000,
  addressMaxFailures: 5,
  addressWindowMs: 15 * 60_000,
  accountFreeFailures: 4,
  accountDelayMs: 8_000,
  accountMaxDelayMs: 60_000,
  accountWindowMs: 3_600_000,
};

const alertOf = (page: BrowserResponse) => /role="alert"[^>]*>([^<]*)</.exec(page.body)?.[1] ?? '';

/**
 * Two instances of the sign-in service on one database and one Redis, every request going to the
 * next one: each limit stops at its configured number, not at that number per instance.
 */
describe('sign-in limits shared by two instances through Redis', () => {
  const prefix = uniqueKeyPrefix('sign-in');
  let database: DatabaseHandle;
  let instances: FastifyInstance[] = [];
  let ownerId = 0;
  let turn = 0;
  /** The address the next request comes from. */
  let address = '192.0.2.1';

  /** Each request to the next instance, from `address`. */
  const balancer: InjectableApp = {
    inject: (options) => {
      turn += 1;
      const app = instances[turn % 2] as FastifyInstance;
      return app.inject({
        ...options,
        method: options.method as InjectOptions['method'],
        remoteAddress: address,
      });
    },
    get embeddedIdentity() {
      return instances[0]?.embeddedIdentity;
    },
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    await insertUser(database, { username: 'idp-shared-pair' });
    ownerId = await insertUser(database, { username: 'idp-shared-owner' });
    const config = testConfig({ REDIS_URL: testRedisUrl() });
    const options = { limits: LIMITS, sharedCountersEnv: { REDIS_KEY_PREFIX: prefix } };
    instances = [
      await buildIdentityApp(database, config, options),
      await buildIdentityApp(database, config, options),
    ];
  }, 120_000);
  afterAll(async () => {
    for (const app of instances) await app.close();
    await database?.close();
    const redis = new Redis(testRedisUrl());
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  /** One attempt on a fresh sign-in page, from `from`. */
  const attempt = async (username: string, password: string, from: string, extra = {}) => {
    address = from;
    const { browser, res, action } = await openSignInPage(balancer, extra);
    return postForm(browser, res, action, { username, password });
  };

  it('stops one username from one address at exactly the configured number', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await attempt('idp-shared-pair', `wrong-${i}`, '198.51.100.10')).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const refused = await attempt('idp-shared-pair', 'demo', '198.51.100.10');
    expect(refused.status).toBe(429);
    expect(alertOf(refused)).toBe('Too many attempts. Please wait a few minutes and try again.');
    // The same account from another address is still let in.
    expect((await attempt('idp-shared-pair', 'demo', '198.51.100.11')).status).toBe(303);
  });

  it('stops one address across usernames at exactly the configured number', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await attempt(`idp-sprayed-${i}`, 'Summer2026!', '198.51.100.20')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('makes one account wait after the configured failures from many addresses, tells the owner, and starts again after a success', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await attempt('idp-shared-owner', `guess-${i}`, `203.0.113.${i + 1}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401]);

    // Within the delay even the right password is refused, from any address, without being checked.
    const refused = await attempt('idp-shared-owner', 'demo', '203.0.113.50');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(8);
    expect(alertOf(refused)).toMatch(
      /^Too many failed sign-ins for this account\. Please try again in [1-8] seconds?\.$/,
    );
    const arabic = await attempt('idp-shared-owner', 'demo', '203.0.113.51', { ui_locales: 'ar-SA' });
    expect(arabic.status).toBe(429);
    expect(alertOf(arabic)).toMatch(
      /^محاولات دخول فاشلة كثيرة جدًا لهذا الحساب\. يُرجى المحاولة مرة أخرى خلال/,
    );

    // The owner is told: four wrong passwords from four addresses.
    const [record] = await database.db
      .select()
      .from(signInFailures)
      .where(eq(signInFailures.userId, ownerId));
    expect(record?.attempts).toBe(4);
    expect(record?.addresses).toHaveLength(4);

    // After the delay the right password signs in, and the account starts again from nothing.
    await new Promise((resolve) => setTimeout(resolve, LIMITS.accountDelayMs + 200));
    expect((await attempt('idp-shared-owner', 'demo', '203.0.113.52')).status).toBe(303);
    expect((await attempt('idp-shared-owner', 'wrong-again', '203.0.113.53')).status).toBe(401);
  });
});

describe('sign-in when Redis does not answer', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    await insertUser(database, { username: 'idp-no-redis' });
    // Nothing listens on port 1: every command fails at once.
    app = await buildIdentityApp(database, testConfig({ REDIS_URL: 'redis://127.0.0.1:1' }));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('refuses with 503 and a translated message, without checking the password', async () => {
    const { browser, res, action } = await openSignInPage(app);
    const refused = await postForm(browser, res, action, { username: 'idp-no-redis', password: 'demo' });
    expect(refused.status).toBe(503);
    expect(alertOf(refused)).toBe('Sign-in is unavailable for a moment. Please try again in a minute.');
    const arabic = await openSignInPage(app, { ui_locales: 'ar-SA' });
    const refusedAr = await postForm(arabic.browser, arabic.res, arabic.action, {
      username: 'idp-no-redis',
      password: 'demo',
    });
    expect(refusedAr.status).toBe(503);
    expect(alertOf(refusedAr)).toBe('تسجيل الدخول غير متاح مؤقتًا. يُرجى المحاولة مرة أخرى بعد دقيقة.');
  });
});
