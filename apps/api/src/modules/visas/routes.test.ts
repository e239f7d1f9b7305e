import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visaListResponseSchema } from '@portal/contracts/visas';
import { visas } from '../../db/schema/index';
import { JOB_SEEDS } from '../../db/seed/jobs';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const AR = { 'accept-language': 'ar-SA' };
const HEADER = 'number,employerId,country,gender,job,issueDate,expiryDate';
const JOB = JOB_SEEDS[0]!.code;

const multipart = (csv: string, filename = 'visas.csv') => {
  const boundary = '----visa-test-boundary';
  const body =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
    `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
  return { payload: body, contentType: `multipart/form-data; boundary=${boundary}` };
};

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
    const upload = multipart(`${HEADER}\n`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/visas/import',
      headers: { ...admin, 'content-type': upload.contentType },
      payload: upload.payload,
    });
    expect(res.statusCode).toBe(404);
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

  const importCsv = (csv: string, headers: Record<string, string> = admin) => {
    const upload = multipart(csv);
    return t.app.inject({
      method: 'POST',
      url: '/api/visas/import',
      headers: { ...headers, 'content-type': upload.contentType },
      payload: upload.payload,
    });
  };
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
    const res = await importCsv(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 2 });
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

  it('refuses the whole file when any row is invalid, naming each row in the caller language', async () => {
    const csv =
      `${HEADER}\n` +
      `2000000001,1012345678,PHL,FEMALE,${JOB},2026-01-01,2027-01-01\n` +
      `2000000002,3012345678,XXX,OTHER,NOPE,2026-13-01,2025-01-01\n` +
      `1000000001,1012345678,PHL,FEMALE,${JOB},2026-01-01,2027-01-01\n` +
      `2000000001,1012345678,PHL,FEMALE,${JOB},2026-01-01,2027-01-01\n` +
      `2000000005,1012345678,PHL\n`;
    const res = await importCsv(csv, { ...admin, ...AR });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('يحتوي الملف على 4 من الأسطر غير الصحيحة؛ لم يُستورد شيء.');
    expect(body.fieldErrors['rows.3.employerId']).toEqual([
      'أدخل رقم هوية أو إقامة من 10 أرقام يبدأ بـ 1 أو 2.',
    ]);
    expect(Object.keys(body.fieldErrors)).toEqual(
      expect.arrayContaining([
        'rows.3.gender',
        'rows.3.issueDate',
        'rows.4.number',
        'rows.5.number',
        'rows.6._',
      ]),
    );
    expect(body.fieldErrors['rows.4.number']).toEqual(['التأشيرة 1000000001 موجودة مسبقًا.']);
    expect(body.fieldErrors['rows.2.number']).toBeUndefined();
    expect((await list('q=100000000')).total).toBe(2);
    expect((await list('q=2000000001')).total).toBe(0);
  });

  it('refuses a wrong header, an empty file, and office', async () => {
    expect((await importCsv('a,b,c\n1,2,3\n')).json().message).toContain('number,employerId');
    expect((await importCsv(`${HEADER}\n`)).statusCode).toBe(400);
    const office = await t.headersFor('office');
    expect((await importCsv(`${HEADER}\n`, office)).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'GET', url: '/api/visas', headers: office });
    expect(res.statusCode).toBe(403);
  });
});
