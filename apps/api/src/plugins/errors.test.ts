import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { errorBodySchema } from '@portal/contracts/error-body';
import pg from 'pg';
import { translate } from '../i18n/catalogue';
import { AppError } from '../lib/errors';
import { startRefusingPostgres, type RefusingPostgres } from '../test-support/refusing-postgres';
import { createTestApp, type TestApp } from '../test-support/test-app';

const csrf = { cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't' };

describe('error handling', () => {
  let t: TestApp;
  let refusing: RefusingPostgres;
  beforeAll(async () => {
    refusing = await startRefusingPostgres({
      code: '55000',
      message: 'database "portal" is not currently accepting connections',
    });
    t = await createTestApp({
      env: { BODY_LIMIT_BYTES: '2048' },
      extend: (app) => {
        const api = app.withTypeProvider<ZodTypeProvider>();
        api.post(
          '/api/test/echo',
          {
            config: { access: { public: true } },
            schema: {
              body: z.object({
                name: z.string().min(2),
                age: z.number().int(),
                address: z.object({ en: z.string() }),
              }),
            },
          },
          async (request) => request.body,
        );
        api.get('/api/test/conflict', { config: { access: { public: true } } }, async () => {
          throw new AppError(409, 'errors.conflict', {
            details: 'Contract 12 is ACTIVE',
            service: 'partnership',
          });
        });
        api.get('/api/test/still-referenced', { config: { access: { public: true } } }, async () => {
          // Organisations refer to their country: the database refuses with a foreign-key violation.
          await t.database.db.execute(
            sql`delete from countries where id in (select country_id from organizations where country_id is not null)`,
          );
        });
        api.get('/api/test/database-refuses', { config: { access: { public: true } } }, async () => {
          // node-postgres' own error for a server that refuses the connection with FATAL 55000.
          const client = new pg.Client({ connectionString: refusing.url });
          try {
            await client.connect();
          } finally {
            await client.end().catch(() => undefined);
          }
        });
        api.get('/api/test/crash', { config: { access: { public: true } } }, async () => {
          throw new Error('relation "secret_table" does not exist at SELECT * FROM secret_table');
        });
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await refusing.close();
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no/such/thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    const body = errorBodySchema.parse(response.json());
    expect(body.message).toBe('There is no API endpoint GET /api/no/such/thing.');
  });

  it('answers a foreign-key refusal no where-used check foresaw with a translated 409, not a 500', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test/still-referenced',
      headers: { 'accept-language': 'ar-SA' },
    });
    expect(response.statusCode).toBe(409);
    expect(errorBodySchema.parse(response.json()).message).toBe(
      'هذا السجل ما زال مستخدمًا في سجلات أخرى، لذلك لم يُحفظ التغيير.',
    );
    expect(response.body).not.toMatch(/countries|organizations|violat/i);
  });

  it('answers a database refusing connections (FATAL 55000) with a translated 503 and Retry-After', async () => {
    for (const language of ['en-US', 'ar-SA'] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/test/database-refuses',
        headers: { 'accept-language': language },
      });
      expect(response.statusCode).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json()).toEqual({ message: translate(language, 'errors.unavailable') });
    }
    expect(refusing.refused()).toBeGreaterThanOrEqual(2);
  });

  it('translates the message with Accept-Language ar-SA', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/no/such/thing',
      headers: { 'accept-language': 'ar-SA' },
    });
    expect(response.json().message).toBe('لا توجد واجهة برمجية GET /api/no/such/thing.');
  });

  it('keeps details and service of an AppError', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'The record was changed by someone else or is in a state that does not allow this action.',
      details: 'Contract 12 is ACTIVE',
      service: 'partnership',
    });
  });

  it('answers invalid JSON with 400 and a clear message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...csrf, 'content-type': 'application/json' },
      payload: '{"name": "Ali",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers an oversized body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...csrf, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(5000), age: 1, address: { en: 'a' } }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The request body is too large (the limit is 2048 bytes).');
  });

  it('answers a validation failure with 400 and translated field errors', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...csrf, 'accept-language': 'ar-SA' },
      payload: { name: 'A', age: 'old', address: {} },
    });
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.message).toBe('بعض الحقول غير صحيحة. يرجى تصحيحها والمحاولة مرة أخرى.');
    expect(body.fieldErrors).toEqual({
      name: ['هذه القيمة قصيرة أو صغيرة جدًا.'],
      age: ['نوع هذه القيمة غير صحيح.'],
      'address.en': ['هذا الحقل مطلوب.'],
    });
  });

  it('never leaks a stack or SQL in a 500, and returns the request id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test/crash',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Sorry, something went wrong, please try again later.' });
    expect(response.body).not.toContain('secret_table');
    expect(response.headers['x-request-id']).toBe('trace-123');
  });

  it('makes up a request id when none or a strange one is sent', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\n' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
