import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, employmentRequests } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { requestNumber } from './present';

describe('/api/employment-requests/{id}/document and /pdf', () => {
  let t: TestApp;
  let id: number;
  beforeAll(async () => {
    t = await createTestApp();
    // The demo office's contracted Philippine request (seed-employment-requests).
    const [row] = await t.database.db
      .select({ id: employmentRequests.id })
      .from(employmentRequests)
      .innerJoin(countries, eq(countries.id, employmentRequests.countryId))
      .where(and(eq(employmentRequests.status, 'CONTRACTED'), eq(countries.code3, 'PHL')));
    id = row!.id;
  });
  afterAll(async () => t?.close());

  const get = async (username: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: await t.headersFor(username) });

  it('answers the e-contract HTML in the language asked, to those who see the request', async () => {
    const arabic = await get('office', `/api/employment-requests/${id}/document?language=ar-SA`);
    expect(arabic.statusCode, arabic.body).toBe(200);
    const { html } = arabic.json() as { html: string };
    expect(html).toMatch(/^<!doctype html>\n<html lang="ar-SA" dir="rtl">/);
    expect(html).toContain(`<bdi>${requestNumber(id)}</bdi>`);
    expect(html).toContain('فهد العتيبي');
    expect(html).toContain('<dd>تم التعاقد</dd>');

    const english = await get('employer', `/api/employment-requests/${id}/document?language=en-US`);
    expect(english.statusCode, english.body).toBe(200);
    expect(english.json().html).toContain('Fahad Al-Otaibi');
    expect(english.json().html).toContain('lang="en-US" dir="ltr"');
    // Who made it a contract, and when, from the request's history; no blank signature lines.
    expect(english.json().html).toMatch(
      /<dt>Approved by<\/dt><dd><bdi>[^<]+<\/bdi><\/dd><dt>Approved on<\/dt><dd>\w+ \d+, \d{4} at /,
    );
    expect(html).toContain('<h2>الاعتماد</h2>');
    expect(html).not.toContain('لم يُعتمد بعد');
  });

  it('hides the request from those who do not see it and refuses an unknown language', async () => {
    for (const username of ['agency-id', 'embassy-ph-noloc', 'company'])
      expect(
        (await get(username, `/api/employment-requests/${id}/document?language=en-US`)).statusCode,
        username,
      ).toBe(404);
    expect((await get('office', `/api/employment-requests/${id}/document?language=fr`)).statusCode).toBe(400);
    expect((await get('office', `/api/employment-requests/999999999/pdf?language=ar-SA`)).statusCode).toBe(
      404,
    );
  });

  it('answers the PDF with a safe file name', async () => {
    const res = await get('office', `/api/employment-requests/${id}/pdf?language=ar-SA`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="e-contract-${requestNumber(id)}-ar.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
