import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('security headers and anti-forgery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  /** The newcomer's `POST /api/me/terms` (a state-changing call) with these headers. */
  const postTerms = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/me/terms', headers });

  it('sends a CSP without inline scripts, nosniff, frame-ancestors none and a referrer policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS only when the request came over TLS', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });

  it('sets a readable XSRF-TOKEN cookie for a browser that has none', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{40,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'sec-fetch-site': 'same-origin' },
      cookies: { 'XSRF-TOKEN': 'kept' },
    });
    expect(again.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it('refuses a non-GET /api call without the anti-forgery header', async () => {
    const headers = await t.headersFor('newcomer');
    const { 'x-xsrf-token': _dropped, ...withoutHeader } = headers;
    const response = await postTerms(withoutHeader);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/anti-forgery/);
  });

  it('refuses a non-GET /api call with a header that does not match the cookie', async () => {
    const headers = await t.headersFor('newcomer');
    const response = await postTerms({ ...headers, 'x-xsrf-token': 'something-else' });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a header without any cookie', async () => {
    const { cookie: _cookie, ...headers } = await t.headersFor('newcomer');
    const response = await postTerms(headers);
    expect(response.statusCode).toBe(403);
  });

  it('accepts a matching header', async () => {
    const response = await postTerms(await t.headersFor('newcomer'));
    expect(response.statusCode).toBe(200);
    expect(response.json().establishment.termsAndConditionsAccepted).toBe(true);
  });
});
