import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { sendExport } from './send-export';

type Row = { code: string };

/** What node-postgres throws when the server goes away in the middle of a query. */
const connectionLost = () => new Error('Connection terminated unexpectedly');

async function* rowsFailingAfter(count: number): AsyncIterable<Row> {
  for (let index = 0; index < count; index += 1) {
    await Promise.resolve();
    yield { code: `row-${index}` };
  }
  // Long enough for the rows before to reach the client: the failure comes mid-transfer.
  if (count > 0) await new Promise((resolve) => setTimeout(resolve, 300));
  throw connectionLost();
}

const exportRoutes = (app: FastifyInstance) => {
  const route = (path: string, failAfter: number) =>
    app.get<{ Querystring: { format?: 'csv' | 'xlsx' } }>(
      path,
      { config: { access: { public: true } } },
      (request, reply) =>
        sendExport(reply, {
          format: request.query.format ?? 'csv',
          filename: 'rows',
          columns: [{ header: { 'en-US': 'Code', 'ar-SA': 'الرمز' }, value: (row: Row) => row.code }],
          rows: rowsFailingAfter(failAfter),
        }),
    );
  route('/api/test-export/fails-first', 0);
  route('/api/test-export/fails-midway', 3000);
};

describe('exports when the database fails', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp({ extend: exportRoutes });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it.each(['csv', 'xlsx'])(
    'a failure before the first row is a translated 503, not a file (%s)',
    async (format) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/test-export/fails-first?format=${format}`,
        headers: { 'accept-language': 'ar-SA' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.json()).toEqual({ message: 'الخدمة غير جاهزة: تعذر الوصول إلى قاعدة البيانات.' });
    },
  );

  it('a failure after the CSV started breaks the transfer instead of ending it short with 200', async () => {
    // The body started (BOM, header, rows) but never completes: the client sees a broken download.
    const download = fetch(`${baseUrl}/api/test-export/fails-midway?format=csv`).then((res) => res.text());
    await expect(download).rejects.toThrow();
    // The server lives on and answers the next request.
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
  });

  it('a failure while an XLSX is built is an error answer, not a short workbook', async () => {
    const res = await fetch(`${baseUrl}/api/test-export/fails-midway?format=xlsx`);
    expect(res.status).toBe(503);
    expect(res.headers.get('content-disposition')).toBeNull();
  });

  it('the jobs export whose first query fails answers a JSON error without a file name', async () => {
    const admin = await t.headersFor('admin');
    await t.database.db.execute(sql`alter table jobs rename to jobs_gone`);
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/lookups/jobs/export?format=csv',
        headers: admin,
      });
      expect(res.statusCode).toBe(500);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.json()).toEqual({ message: expect.any(String) });
      expect(res.body).not.toMatch(/jobs_gone|select/i);
    } finally {
      await t.database.db.execute(sql`alter table jobs_gone rename to jobs`);
    }
    const restored = await t.app.inject({
      method: 'GET',
      url: '/api/lookups/jobs/export?format=csv',
      headers: admin,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.headers['content-disposition']).toMatch(/attachment/);
  });
});
