import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, HEADERS } from '@portal/contracts/http-headers';
import { ConfigError, loadConfig } from './config';
import { createTestApp, TEST_CSRF_TOKEN, type TestApp } from './test-support/test-app';
import { multipartBody } from './platform/uploads/multipart-body.test-support';

const CSRF = { cookie: `${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`, [HEADERS.csrf]: TEST_CSRF_TOKEN };
const PROXY = '10.20.0.5';
const CLIENT = '203.0.113.7';

describe('TRUST_PROXY', () => {
  it('takes a hop count or a list of addresses and ranges, and refuses "every hop"', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(
      loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).trustProxy,
    ).toEqual({
      addresses: ['10.0.0.0/8', '127.0.0.1', '::1', 'loopback'],
    });
    for (const bad of ['true', 'yes', '10.0.0.0/33', 'proxy.example', '99']) {
      expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: bad }), bad).toThrow(ConfigError);
    }
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: trusting every hop/,
    );
  });
});

/**
 * Six registrations (each refused for its missing captcha) whose client-chosen first
 * X-Forwarded-For address varies: only the address the trusted proxy appended counts, so the
 * sixth hits the limit of five per hour.
 */
const sixSubmissions = async (t: TestApp, remoteAddress: string, forwardedFor: (i: number) => string) => {
  const codes: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    const body = multipartBody({ nameEn: 'Spoofed' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: { ...body.headers, ...CSRF, 'x-forwarded-for': forwardedFor(i) },
      payload: body.payload,
      remoteAddress,
    });
    codes.push(response.statusCode);
  }
  return codes;
};

describe.each([
  ['a hop count', '1'],
  ['a list of proxy ranges', '10.20.0.0/16,127.0.0.1'],
])('rate limits behind %s', (_name, trustProxy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: trustProxy } });
  });
  afterAll(() => t?.close());

  it('count the address the proxy saw, not the addresses the client wrote before it', async () => {
    const codes = await sixSubmissions(t, PROXY, (i) => `198.51.100.${i + 1}, ${CLIENT}`);
    expect(codes.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(codes[5]).toBe(429);
  });
});

describe('rate limits with a list of proxies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.20.0.0/16' } });
  });
  afterAll(() => t?.close());

  it('ignore X-Forwarded-For from a peer that is not one of them', async () => {
    const codes = await sixSubmissions(t, '192.0.2.44', (i) => `198.51.100.${i + 100}`);
    expect(codes[5]).toBe(429);
  });
});
