import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { users } from '../../db/schema/users';
import { verifyPassword } from '../../lib/password';
import { openSignInPage, postForm, signInWithPassword } from './test-support/sign-in';
import { buildIdentityApp, insertUser, openTestDatabase, testConfig } from './test-support/test-app';

describe('sign-in page', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    await insertUser(database, { username: 'idp-office' });
    await insertUser(database, { username: 'idp-retired', active: false });
    await insertUser(database, { username: 'idp-newbie', mustChangePassword: true });
    await insertUser(database, { username: 'idp-target' });
    app = await buildIdentityApp(database);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('is English by default, accessible, and lists the demo accounts', async () => {
    const { res } = await openSignInPage(app);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.body).toContain('<html lang="en-US" dir="ltr">');
    expect(res.body).toMatch(/<label for="username">Username<\/label>/);
    expect(res.body).toMatch(/name="username"[^>]*autocomplete="username"/);
    expect(res.body).toMatch(/name="password" type="password"[^>]*autocomplete="current-password"/);
    expect(res.body).toMatch(/<button type="submit" class="primary">Sign in<\/button>/);
    expect(res.body).toContain('data-username="admin"');
    expect(res.body).toContain('Programme administrator');
    expect(res.body).toContain('<code dir="ltr">demo</code>');
    expect(res.body).toContain('hreflang="ar-SA"');
  });

  it('has no inline script or style and sets its own CSP', async () => {
    const { res } = await openSignInPage(app);
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(res.body).not.toMatch(/\sstyle=/);
    expect(res.body).not.toMatch(/\son[a-z]+=/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const css = await app.inject({ url: '/auth/assets/identity.css' });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    const js = await app.inject({ url: '/auth/assets/identity.js' });
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.body).toContain('demo-fill');
  });

  it('is Arabic and right-to-left with ui_locales=ar-SA', async () => {
    const { res } = await openSignInPage(app, { ui_locales: 'ar-SA' });
    expect(res.body).toContain('<html lang="ar-SA" dir="rtl">');
    expect(res.body).toContain('تسجيل الدخول');
    expect(res.body).toContain('مدير البرنامج');
    expect(res.body).toContain('hreflang="en-US"');
  });

  it('follows Accept-Language, and the switch link overrides it', async () => {
    const { browser, res } = await openSignInPage(app, {}, { 'accept-language': 'ar,en;q=0.5' });
    expect(res.body).toContain('dir="rtl"');
    const switchHref = /class="lang-switch" href="([^"]+)"/.exec(res.body)?.[1] ?? '';
    const english = await browser.send(new URL(switchHref.replace(/&amp;/g, '&'), res.url).href);
    expect(english.body).toContain('<html lang="en-US" dir="ltr">');
  });

  it('shows a clear error and keeps the username after a wrong password', async () => {
    const { browser, res, action } = await openSignInPage(app);
    const wrong = await postForm(browser, res, action, { username: 'idp-office', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.location).toBeUndefined();
    expect(wrong.body).toMatch(/role="alert"[^>]*>Incorrect username or password\.</);
    expect(wrong.body).toContain('value="idp-office"');
  });

  it('shows the Arabic error in Arabic', async () => {
    const { browser, res, action } = await openSignInPage(app, { ui_locales: 'ar' });
    const wrong = await postForm(browser, res, action, {
      username: 'idp-office',
      password: 'nope',
      lang: 'ar-SA',
    });
    expect(wrong.body).toContain('اسم المستخدم أو كلمة المرور غير صحيحة.');
  });

  it('refuses an inactive user with the same message', async () => {
    await expect(signInWithPassword(app, 'idp-retired', 'demo')).rejects.toThrow(
      'Incorrect username or password.',
    );
  });

  it('limits failed attempts per username and address', async () => {
    const { browser, res, action } = await openSignInPage(app);
    for (let i = 0; i < 10; i += 1) {
      const wrong = await postForm(browser, res, action, { username: 'idp-target', password: `bad-${i}` });
      expect(wrong.status).toBe(401);
    }
    const blocked = await postForm(browser, res, action, { username: 'idp-target', password: 'demo' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toContain('Too many attempts');
    await expect(signInWithPassword(app, 'idp-office', 'demo')).resolves.toBeTruthy();
  });

  it('makes a user change the password first when required', async () => {
    const { browser, res, action } = await openSignInPage(app);
    const form = await postForm(browser, res, action, { username: 'idp-newbie', password: 'demo' });
    expect(form.status).toBe(200);
    expect(form.body).toContain('Choose a new password');
    const changeAction = /<form[^>]*action="([^"]+)"/.exec(form.body)?.[1] ?? '';
    const ticket = /name="ticket" value="([^"]+)"/.exec(form.body)?.[1] ?? '';
    const short = await postForm(browser, res, changeAction, {
      ticket,
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.body).toContain('at least 8 characters');
    const mismatch = await postForm(browser, res, changeAction, {
      ticket,
      newPassword: 'long-enough-1',
      confirmPassword: 'long-enough-2',
    });
    expect(mismatch.body).toContain('do not match');
    const forged = await postForm(browser, res, changeAction, {
      ticket: ticket.replace(/^\d+/, '1'),
      newPassword: 'long-enough-1',
      confirmPassword: 'long-enough-1',
    });
    expect(forged.status).toBe(400);
    const done = await postForm(browser, res, changeAction, {
      ticket,
      newPassword: 'long-enough-1',
      confirmPassword: 'long-enough-1',
    });
    expect(done.status).toBe(303);
    const [row] = await database.db.select().from(users).where(eq(users.username, 'idp-newbie'));
    expect(row?.mustChangePassword).toBe(false);
    expect(await verifyPassword('long-enough-1', row?.passwordHash ?? null)).toBe(true);
    await expect(signInWithPassword(app, 'idp-newbie', 'long-enough-1')).resolves.toBeTruthy();
  });

  it('shows a bilingual expiry page for an unknown interaction', async () => {
    const res = await app.inject({ url: '/auth/interaction/nope', headers: { 'accept-language': 'ar' } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('dir="rtl"');
    expect(res.body).toContain('role="alert"');
  });

  it('lists no demo accounts without demo data', async () => {
    const plain = await buildIdentityApp(database, testConfig({ SEED_DEMO_DATA: 'false' }));
    try {
      const { res } = await openSignInPage(plain);
      expect(res.body).not.toContain('data-username');
      expect(res.body).not.toContain('<script');
    } finally {
      await plain.close();
    }
  });
});
