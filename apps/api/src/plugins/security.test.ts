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

  it("sends an API answer the API's headers: nothing may load or run, no framing, no sniffing", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    // The headers that only steer a page are not sent with data.
    for (const name of [
      'referrer-policy',
      'cross-origin-opener-policy',
      'x-xss-protection',
      'origin-agent-cluster',
    ])
      expect(response.headers[name], name).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
    // A refusal and an unknown API path are API answers too.
    for (const url of ['/api/me', '/api/no-such-thing']) {
      const refused = await t.app.inject({ method: 'GET', url });
      expect(refused.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(refused.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });

  it('sends a page the whole set: a CSP without inline scripts, frame-ancestors none and a referrer policy', async () => {
    // Pages are the web app's, the sign-in service's and the API's documentation.
    for (const url of ['/some-page', '/api/docs/']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
    expect(
      String((await t.app.inject({ method: 'GET', url: '/some-page' })).headers['content-security-policy']),
    ).toContain("script-src 'self'");
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
