import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { users } from '../../db/schema/users';
import { verifyPassword } from '../../lib/password';
import { createMemoryCounterStore } from '../../platform/shared-counters/memory-store';
import { createAttemptLimiter } from './attempt-limiter';
import { loadSignInLimits } from './limits-config';
import type { BrowserResponse } from './test-support/browser';
import { openSignInPage, postForm } from './test-support/sign-in';
import { buildIdentityApp, insertUser, openTestDatabase } from './test-support/test-app';

/** A limiter on a memory store whose clock the test moves. */
const limiterAt = (clock: { now: number }, limits = loadSignInLimits({})) =>
  createAttemptLimiter(createMemoryCounterStore({ now: () => clock.now }), limits);

describe('attempt limiter', () => {
  it('blocks an address after 20 failures across usernames, and only that address', async () => {
    const clock = { now: 1_000_000 };
    const limiter = limiterAt(clock);
    for (let i = 0; i < 20; i += 1) {
      expect(await limiter.check(`user-${i % 5}`, '198.51.100.7')).toBeNull();
      await limiter.recordFailure(`user-${i % 5}`, '198.51.100.7');
    }
    expect(await limiter.check('real-account', '198.51.100.7')).toEqual({ limit: 'address' });
    await limiter.reset('real-account', '198.51.100.7');
    expect(await limiter.check('real-account', '198.51.100.7')).toEqual({ limit: 'address' });
    expect(await limiter.check('real-account', '203.0.113.9')).toBeNull();
    clock.now += 15 * 60_000;
    expect(await limiter.check('real-account', '198.51.100.7')).toBeNull();
  });

  it('still blocks one username from one address after 10 failures', async () => {
    const limiter = limiterAt({ now: 0 });
    for (let i = 0; i < 10; i += 1) await limiter.recordFailure('target', '192.0.2.1');
    expect(await limiter.check('target', '192.0.2.1')).toEqual({ limit: 'pair' });
    expect(await limiter.check('other', '192.0.2.1')).toBeNull();
  });

  it('makes one account wait 1 s, 2 s, 4 s … (at most the cap) after 10 failures from any addresses', async () => {
    const clock = { now: 0 };
    const limiter = limiterAt(clock);
    const addressOf = (i: number) => `203.0.113.${i}`;
    for (let i = 0; i < 10; i += 1) {
      expect(await limiter.check('Owner', addressOf(i))).toBeNull();
      await limiter.recordFailure('owner', addressOf(i));
    }
    const waits: number[] = [];
    for (let i = 10; i < 22; i += 1) {
      const refused = await limiter.check('owner', addressOf(i));
      if (refused?.limit !== 'delay') throw new Error(`attempt ${i} was not delayed`);
      waits.push(refused.retryAfterMs);
      clock.now += refused.retryAfterMs;
      expect(await limiter.check('owner', addressOf(i))).toBeNull();
      await limiter.recordFailure('owner', addressOf(i));
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900].map((s) => s * 1000));
    // Another account is not touched; the owner's success clears the delay.
    expect(await limiter.check('someone-else', addressOf(1))).toBeNull();
    clock.now += 900_000;
    expect(await limiter.check('owner', addressOf(99))).toBeNull();
    await limiter.reset('owner', addressOf(99));
    expect(await limiter.check('owner', addressOf(99))).toBeNull();
  });

  it('lets only one of several attempts at once through once the account waits', async () => {
    const clock = { now: 0 };
    const limiter = limiterAt(clock);
    for (let i = 0; i < 10; i += 1) await limiter.recordFailure('owner', `198.51.100.${i}`);
    clock.now += 1000;
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, (_, i) => limiter.check('owner', `192.0.2.${i}`)),
    );
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(1);
  });
});

const alertOf = (page: BrowserResponse) => /role="alert"[^>]*>([^<]*)</.exec(page.body)?.[1] ?? '';

describe('embedded sign-in: new passwords and spraying', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    await insertUser(database, { username: 'idp-real' });
    await insertUser(database, { username: 'idp-changer', mustChangePassword: true });
    await insertUser(database, { username: 'idp-changer-ar', mustChangePassword: true });
    app = await buildIdentityApp(database);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** The change-password form reached by signing in with a one-time password. */
  const changeForm = async (username: string, extra: Record<string, string> = {}) => {
    const { browser, res, action } = await openSignInPage(app, extra);
    const form = await postForm(browser, res, action, { username, password: 'demo' });
    expect(form.status).toBe(200);
    const changeAction = /<form[^>]*action="([^"]+)"/.exec(form.body)?.[1] ?? '';
    const ticket = /name="ticket" value="([^"]+)"/.exec(form.body)?.[1] ?? '';
    return (newPassword: string) =>
      postForm(browser, res, changeAction, { ticket, newPassword, confirmPassword: newPassword });
  };

  // Runs before the spraying test below: that one blocks this test's address.
  it('refuses easily guessed new passwords and says why, then accepts a strong one', async () => {
    const change = await changeForm('idp-changer');
    const expectations = [
      ['aaaaaaaa', 'This password is too easy to guess: it repeats characters or groups'],
      ['password1', 'This password is too easy to guess: it is a common password, word or name'],
      ['Passw0rd!', 'This password is too easy to guess: it is a common password, word or name'],
      ['idp-changer-2026', 'This password is too easy to guess: it contains your username'],
    ] as const;
    for (const [password, reason] of expectations) {
      const refused = await change(password);
      expect(refused.status, password).toBe(400);
      expect(alertOf(refused)).toContain(reason);
    }
    const done = await change('copper-lantern-orbit-57');
    expect(done.status).toBe(303);
    const [row] = await database.db.select().from(users).where(eq(users.username, 'idp-changer'));
    expect(await verifyPassword('copper-lantern-orbit-57', row?.passwordHash ?? null)).toBe(true);
  });

  it('says why in Arabic too', async () => {
    const change = await changeForm('idp-changer-ar', { ui_locales: 'ar-SA' });
    const refused = await change('aaaaaaaa');
    expect(refused.status).toBe(400);
    expect(alertOf(refused)).toContain('كلمة المرور هذه سهلة التخمين: فهي تكرر أحرفًا أو مجموعات');
  });

  it('stops 20 failures across five usernames from one address, even for a real account', async () => {
    const { browser, res, action } = await openSignInPage(app);
    for (let i = 0; i < 20; i += 1) {
      const wrong = await postForm(browser, res, action, {
        username: `sprayed-${i % 5}`,
        password: 'Summer2026!',
      });
      expect(wrong.status).toBe(401);
    }
    const blocked = await postForm(browser, res, action, { username: 'idp-real', password: 'demo' });
    expect(blocked.status).toBe(429);
    expect(alertOf(blocked)).toBe(
      'Too many failed sign-ins from your network. Please wait 15 minutes and try again, or ask your administrator.',
    );
    const arabic = await openSignInPage(app, { ui_locales: 'ar-SA' });
    const blockedAr = await postForm(arabic.browser, arabic.res, arabic.action, {
      username: 'idp-real',
      password: 'demo',
    });
    expect(blockedAr.status).toBe(429);
    expect(alertOf(blockedAr)).toContain('محاولات دخول فاشلة كثيرة جدًا من شبكتك');
  });
});
