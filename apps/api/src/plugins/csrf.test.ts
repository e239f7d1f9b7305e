import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '@portal/contracts/http-headers';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('anti-forgery check on encoded paths', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const withoutCsrf = async () => {
    const { cookie: _cookie, [HEADERS.csrf]: _header, ...headers } = await t.headersFor('office');
    return headers;
  };
  const feedback = { rating: 4, message: 'Useful', page: '/home' };

  it.each(['/%61pi/feedback', '/%2561pi/feedback', '/api/%66eedback', '/API/feedback', '//api/feedback'])(
    'refuses POST %s without the cookie and header, or routes it nowhere',
    async (url) => {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: await withoutCsrf(),
        payload: feedback,
      });
      expect([403, 404]).toContain(response.statusCode);
      expect(response.statusCode).not.toBe(201);
    },
  );

  it('refuses the encoded form of a real route with 403', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/%61pi/feedback',
      headers: await withoutCsrf(),
      payload: feedback,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/anti-forgery/);
  });

  it('still accepts the encoded path with the cookie and header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/%61pi/feedback',
      headers: await t.headersFor('office'),
      payload: feedback,
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('the anti-forgery cookie', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ serveWeb: true });
  });
  afterAll(() => t?.close());

  const cookieOf = async (url: string, headers: Record<string, string> = {}) =>
    (await t.app.inject({ method: 'GET', url, headers })).headers['set-cookie'];

  it('is given to browsers: a page, and an API call with Fetch Metadata', async () => {
    expect(String(await cookieOf('/login'))).toMatch(/^XSRF-TOKEN=[\w-]{43}; Path=\/; SameSite=Lax$/);
    expect(String(await cookieOf('/api/health', { 'sec-fetch-site': 'same-origin' }))).toMatch(
      /^XSRF-TOKEN=/,
    );
    expect(String(await cookieOf('/api/lookups/countries/options', { 'sec-fetch-mode': 'cors' }))).toMatch(
      /^XSRF-TOKEN=/,
    );
  });

  it('is not minted for a health check, a script or a caller that has one', async () => {
    expect(await cookieOf('/api/health')).toBeUndefined();
    expect(await cookieOf('/api/ready')).toBeUndefined();
    expect(
      await cookieOf('/api/health', { 'sec-fetch-site': 'same-origin', cookie: 'XSRF-TOKEN=kept' }),
    ).toBeUndefined();
  });
});
