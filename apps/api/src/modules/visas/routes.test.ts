import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visaListResponseSchema } from '@portal/contracts/visas';
import { visas } from '../../db/schema/index';
import { JOB_SEEDS } from '../../db/seed/jobs';
import { finishedRunOf, postImportFile } from '../../test-support/import-runs';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const AR = { 'accept-language': 'ar-SA' };
const HEADER = 'number,employerId,country,gender,job,issueDate,expiryDate';
const JOB = JOB_SEEDS[0]!.code;

const upload = (t: TestApp, csv: string, headers: Record<string, string>) =>
  postImportFile(t.app, '/api/visas/import', { bytes: Buffer.from(csv), filename: 'visas.csv' }, headers);

describe('visas with the adminVisa flag off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers 404 on every visa endpoint', async () => {
    const admin = await t.headersFor('admin');
    for (const url of ['/api/visas', '/api/visas/export', '/api/history/visa/1']) {
      expect((await t.app.inject({ method: 'GET', url, headers: admin })).statusCode).toBe(404);
    }
    expect((await upload(t, `${HEADER}\n`, admin)).statusCode).toBe(404);
  });
});

describe('visas with the adminVisa flag on', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ env: { FEATURE_FLAGS: 'adminVisa' } });
    admin = await t.headersFor('admin');
  });
  afterAll(async () => t?.close());

  const importCsv = (csv: string, headers: Record<string, string> = admin) => upload(t, csv, headers);
  const importRun = async (csv: string, headers: Record<string, string> = admin) =>
    finishedRunOf(t.app, await importCsv(csv, headers), headers);
  const list = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/visas?${query}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return visaListResponseSchema.parse(res.json());
  };

  it('imports a valid file (BOM, CRLF, quoted cells, lower-case codes) and lists it with filters', async () => {
    const csv =
      `\uFEFF${HEADER}\r\n` +
      `1000000001,1012345678,PHL,FEMALE,${JOB},2026-01-01,2027-01-01\r\n` +
      `"1000000002",2098765432,idn,male,${JOB.toLowerCase()},2026-02-01,2027-02-01\r\n`;
    const run = await importRun(csv);
    expect(run).toMatchObject({ status: 'done', written: { imported: 2 }, rowsRead: 2, rowsAccepted: 2 });
    // The demo data holds visas of its own (numbers 700…): this file's numbers start 100000000.
    const mine = 'q=100000000';
    const all = await list(mine);
    expect(all.total).toBe(2);
    expect(all.items[0]).toMatchObject({
      number: '1000000001',
      employerId: '1012345678',
      country: { code3: 'PHL' },
      gender: 'FEMALE',
      status: 'AVAILABLE',
    });
    expect((await list('q=2098765432')).items.map((visa) => visa.number)).toEqual(['1000000002']);
    expect((await list(`${mine}&gender=MALE`)).total).toBe(1);
    expect((await list(`${mine}&countryId=${all.items[0]!.country.id}`)).total).toBe(1);
    expect((await list(`${mine}&status=USED`)).total).toBe(0);
    const csvExport = await t.app.inject({ method: 'GET', url: '/api/visas/export?format=csv', headers: AR });
    expect(csvExport.statusCode).toBe(401);
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/visas/export?format=csv',
      headers: { ...admin, ...AR },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('الفلبين');
    const [visa] = await t.database.db.select().from(visas).where(eq(visas.number, '1000000001'));
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/history/visa/${visa!.id}`,
      headers: admin,
    });
    expect(history.json().items[0]).toMatchObject({ action: 'create' });
  });

  it('refuses the whole run when any row is invalid, naming each row in the uploader language', async () => {
    const csv =
      `${HEADER}\n` +
      `2000000001,1012345678,PHL,FEMALE,${JOB},2026-01-01,2027-01-01\n` +
      `2000000002,3012345678,XXX,OTHER,NOPE,2026-13-01,2025-01-01\n` +
      `1000000001,1012345678,PHL,FEMALE,${JOB},2026-01-01,2027-01-01\n` +
      `2000000001,1012345678,PHL,FEMALE,${JOB},2026-01-01,2027-01-01\n` +
      `2000000005,1012345678,PHL\n`;
    const run = await importRun(csv, { ...admin, ...AR });
    expect(run).toMatchObject({ status: 'refused', rowsRead: 5, rowsRefused: 4, written: { imported: 0 } });
    expect(run.message).toBe('يحتوي الملف على 4 من الأسطر غير الصحيحة؛ لم يُستورد شيء.');
    const messagesOf = (line: number, field: string) =>
      run.issues
        .filter((issue) => issue.line === line && issue.field === field)
        .map((issue) => issue.message);
    expect(messagesOf(3, 'employerId')).toEqual(['أدخل رقم هوية أو إقامة من 10 أرقام يبدأ بـ 1 أو 2.']);
    for (const [line, field] of [
      [3, 'gender'],
      [3, 'issueDate'],
      [5, 'number'],
      [6, 'gender'],
    ] as const)
      expect(messagesOf(line, field), `${line} ${field}`).not.toEqual([]);
    expect(messagesOf(4, 'number')).toEqual(['التأشيرة 1000000001 موجودة مسبقًا.']);
    expect(run.issues.some((issue) => issue.line === 2)).toBe(false);
    expect((await list('q=100000000')).total).toBe(2);
    expect((await list('q=2000000001')).total).toBe(0);

    // The refusal report: every issue with its line, column and message, in the uploader's language.
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/import-runs/${run.id}/refusals?format=csv`,
      headers: { ...admin, ...AR },
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.headers['content-type']).toContain('text/csv');
    const lines = report.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('السطر,العمود,المشكلة');
    expect(lines).toHaveLength(run.issueCount + 1);
    expect(lines).toContain('4,number,التأشيرة 1000000001 موجودة مسبقًا.');
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/import-runs/${run.id}/refusals?format=xlsx`,
      headers: admin,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // A run is its uploader's: another user, even an admin, does not see it.
    const other = await t.headersFor('samol');
    for (const url of [`/api/import-runs/${run.id}`, `/api/import-runs/${run.id}/refusals`])
      expect((await t.app.inject({ method: 'GET', url, headers: other })).statusCode, url).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/import-runs/not-a-uuid', headers: admin })).statusCode,
    ).toBe(400);
  });

  it('refuses a wrong header and an empty file at once, too many rows in the run, and office', async () => {
    const header = await importCsv('a,b,c\n1,2,3\n');
    expect(header.statusCode).toBe(400);
    expect(header.json().message).toContain('number, employerId');
    expect((await importCsv('')).statusCode).toBe(400);
    const empty = await importRun(`${HEADER}\n`);
    expect(empty).toMatchObject({
      status: 'refused',
      message: 'The file has no header line or no data rows.',
    });
    const rows = Array.from(
      { length: 5001 },
      (_, index) => `${3000000000 + index},1012345678,PHL,FEMALE,${JOB},2026-01-01,2027-01-01`,
    );
    const tooMany = await importRun(`${HEADER}\n${rows.join('\n')}\n`);
    expect(tooMany).toMatchObject({ status: 'refused', rowsRead: 5000 });
    expect(tooMany.message).toBe('The file has more than 5000 data rows; split it into smaller files.');
    expect((await list('q=300000000')).total).toBe(0);
    const office = await t.headersFor('office');
    expect((await importCsv(`${HEADER}\n`, office)).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'GET', url: '/api/visas', headers: office });
    expect(res.statusCode).toBe(403);
  });
});
