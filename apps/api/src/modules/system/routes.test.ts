import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicConfigSchema } from '@portal/contracts/public-config';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('system endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { FEATURE_FLAGS: 'complaints' } });
  });
  afterAll(() => t.close());

  it('GET /api/health answers ok', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    // Written once at start (decision 0067), with the same type, headers and request id as any answer.
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('GET /api/ready answers ok while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('GET /api/ready answers 503 with the error body when the database does not', async () => {
    const down = await createTestApp({ database: { ...t.database, ping: async () => false } });
    try {
      const response = await down.app.inject({
        method: 'GET',
        url: '/api/ready',
        headers: { 'accept-language': 'ar' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'الخدمة غير جاهزة: تعذر الوصول إلى قاعدة البيانات.' });
    } finally {
      await down.close();
    }
  });

  it('GET /api/config answers the public configuration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    const body = publicConfigSchema.parse(response.json());
    expect(body.oidc).toEqual({
      authority: 'http://portal.test/auth',
      clientId: 'portal-web',
      scope: 'openid profile email offline_access',
    });
    expect(body.embeddedIdentity).toBe(true);
    expect(body.features.complaints).toBe(true);
    expect(body.features.captcha).toBe(true);
    expect(body.errorReporting.dsn).toBeNull();
  });

  it('publishes the OpenAPI document and the docs page with a CSP that lets it work', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(spec.statusCode).toBe(200);
    expect(Object.keys(spec.json().paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/me', '/api/config']),
    );
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger-ui');
    expect(docs.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(docs.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    const asset = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(asset.statusCode).toBe(200);
  });
});
