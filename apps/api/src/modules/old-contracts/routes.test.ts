import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OLD_CONTRACT_IMPORT_COLUMNS,
  oldContractListResponseSchema,
  oldContractSchema,
} from '@portal/contracts/hr-pool/old-contracts';
import { errorBodySchema } from '@portal/contracts/error-body';
import { countries, oldWorkerContracts } from '../../db/schema/index';
import { multipartBody, PNG_BYTES } from '../../platform/uploads/multipart-body.test-support';
import { finishedRunOf, postImportFile } from '../../test-support/import-runs';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { UPSERT_BATCH } from './repository';
import { xlsxOf, type XlsxCell } from '../../test-support/xlsx-workbook';

const AR = { 'accept-language': 'ar-SA' };
const HEADER = OLD_CONTRACT_IMPORT_COLUMNS.join(',');

/** A valid row of the test files; the passport and number make it this file's own. */
const row = (values: Partial<Record<(typeof OLD_CONTRACT_IMPORT_COLUMNS)[number], string>> = {}) => {
  const cells: Record<(typeof OLD_CONTRACT_IMPORT_COLUMNS)[number], string> = {
    contractNumber: 'T-PHL-0001',
    country: 'PHL',
    passportNumber: 'TP1000001',
    workerNameAr: 'ماريا كروز',
    workerNameEn: 'Maria Cruz',
    visaNumber: '3100000001',
    employerId: '1098765432',
    employerName: 'سعد بن علي',
    officeName: 'مكتب الاختبار',
    agencyName: 'Test Agency, Manila',
    jobTitle: 'Domestic Worker',
    monthlySalary: '1500',
    contractDate: '2019-04-01',
    ...values,
  };
  return OLD_CONTRACT_IMPORT_COLUMNS.map((column) => cells[column]);
};
const csvOf = (rows: string[][]) =>
  [
    HEADER,
    ...rows.map((cells) =>
      cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(','),
    ),
  ].join('\r\n');

/** Five rows: lines 2, 4 and 6 valid (PHL, PHL, IDN); line 3 with three bad cells; line 5 an unknown country. */
const MIXED = csvOf([
  row(),
  row({
    contractNumber: 'T-PHL-0002',
    passportNumber: 'x',
    employerId: '3000000000',
    monthlySalary: '12.345',
  }),
  row({ contractNumber: 'T-PHL-0003', passportNumber: 'TP1000003', visaNumber: '3100000003' }),
  row({ contractNumber: 'T-XXX-0001', country: 'XXX' }),
  row({
    contractNumber: 't-idn-0001',
    country: 'idn',
    passportNumber: 'ti1000001',
    visaNumber: '3100000011',
    employerId: '2098765432',
    workerNameEn: 'Siti Rahma',
    workerNameAr: 'سيتي رحمة',
    monthlySalary: '1,750.50',
  }),
]);

describe('old worker contracts', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.headersFor('admin');
  });
  afterAll(async () => t?.close());

  const upload = (bytes: Buffer | string, headers: Record<string, string> = admin, filename = 'old.csv') =>
    postImportFile(
      t.app,
      '/api/old-contracts/import',
      { filename, bytes: typeof bytes === 'string' ? Buffer.from(bytes) : bytes },
      headers,
    );
  /** The finished run of an upload, in the terms of an old-contracts import. */
  const importFile = async (
    bytes: Buffer | string,
    language: Record<string, string> = {},
    filename = 'old.csv',
  ) => {
    const headers = { ...admin, ...language };
    const run = await finishedRunOf(t.app, await upload(bytes, headers, filename), headers);
    expect(run.status).toBe('done');
    return {
      rows: run.rowsRead,
      imported: run.written.imported,
      updated: run.written.updated,
      unchanged: run.written.unchanged,
      rejectedRows: run.rowsRefused,
      rejected: run.issues,
    };
  };
  const search = async (username: string, query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/old-contracts?${query}`,
      headers: await t.headersFor(username),
    });
    expect(res.statusCode, `${username} ${query}: ${res.body}`).toBe(200);
    return oldContractListResponseSchema.parse(res.json());
  };
  const numbersFor = async (username: string, query: string) =>
    (await search(username, query)).items.map((item) => item.contractNumber).sort();

  it('imports the valid rows of a CSV file and reports the others by line and column, in English and Arabic', async () => {
    const english = await importFile(MIXED);
    expect(english).toMatchObject({ rows: 5, imported: 3, updated: 0, unchanged: 0, rejectedRows: 2 });
    expect(english.rejected).toEqual([
      {
        line: 3,
        field: 'passportNumber',
        message: 'Enter 6 to 12 capital letters and digits, as printed in the passport.',
      },
      { line: 3, field: 'employerId', message: expect.any(String) },
      { line: 3, field: 'monthlySalary', message: expect.any(String) },
      { line: 5, field: 'country', message: 'Unknown country code XXX.' },
    ]);
    const [stored] = await t.database.db
      .select()
      .from(oldWorkerContracts)
      .where(eq(oldWorkerContracts.passportNumber, 'TI1000001'));
    // Upper-cased codes and numbers, the thousands separator dropped.
    expect(stored).toMatchObject({
      contractNumber: 'T-IDN-0001',
      monthlySalary: 1750.5,
      visaNumber: '3100000011',
    });

    const arabic = await importFile(MIXED, AR);
    expect(arabic.rejected.map(({ line, field }) => [line, field])).toEqual(
      english.rejected.map(({ line, field }) => [line, field]),
    );
    expect(arabic.rejected[3]!.message).toBe('رمز الدولة XXX غير معروف.');
    expect(arabic.rejected.every((issue) => /[\u0600-\u06FF]/.test(issue.message))).toBe(true);
  });

  it('is idempotent: the same file again changes nothing and says so; a changed value updates that contract', async () => {
    const again = await importFile(MIXED);
    expect(again).toMatchObject({ imported: 0, updated: 0, unchanged: 3, rejectedRows: 2 });
    const changed = MIXED.replace(
      '3100000003,1098765432,سعد بن علي,مكتب الاختبار,"Test Agency, Manila",Domestic Worker,1500',
      '3100000003,1098765432,سعد بن علي,مكتب الاختبار,"Test Agency, Manila",Domestic Worker,1650',
    );
    expect(changed).not.toBe(MIXED);
    expect(await importFile(changed)).toMatchObject({ imported: 0, updated: 1, unchanged: 2 });
    const [updated] = await t.database.db
      .select({ salary: oldWorkerContracts.monthlySalary })
      .from(oldWorkerContracts)
      .where(eq(oldWorkerContracts.passportNumber, 'TP1000003'));
    expect(updated!.salary).toBe(1650);
  });

  it('reports a contract number twice in one file, and imports an XLSX workbook (numbers and dates as typed)', async () => {
    const duplicate = await importFile(
      csvOf([
        row({ contractNumber: 'T-PHL-0100', passportNumber: 'TP1000100' }),
        row({ contractNumber: 'T-PHL-0100', passportNumber: 'TP1000101' }),
      ]),
    );
    expect(duplicate).toMatchObject({ imported: 1, rejectedRows: 1 });
    expect(duplicate.rejected).toEqual([
      { line: 3, field: 'contractNumber', message: 'The same record is already on line 2 of the file.' },
    ]);

    const cells = row({
      contractNumber: 'T-PHL-0200',
      passportNumber: 'TP1000200',
      visaNumber: '3100000200',
    });
    const xlsxRow: XlsxCell[] = [...cells];
    xlsxRow[OLD_CONTRACT_IMPORT_COLUMNS.indexOf('visaNumber')] = 3100000200;
    xlsxRow[OLD_CONTRACT_IMPORT_COLUMNS.indexOf('employerId')] = 1098765432;
    xlsxRow[OLD_CONTRACT_IMPORT_COLUMNS.indexOf('monthlySalary')] = 1800.25;
    xlsxRow[OLD_CONTRACT_IMPORT_COLUMNS.indexOf('contractDate')] = new Date(Date.UTC(2020, 6, 15));
    const bytes = xlsxOf([
      [...OLD_CONTRACT_IMPORT_COLUMNS],
      xlsxRow,
      row({ contractNumber: 'T-PHL-0201', workerNameEn: 'ماريا' }),
    ]);
    const result = await importFile(bytes, {}, 'contracts.xlsx');
    expect(result).toMatchObject({ rows: 2, imported: 1, rejectedRows: 1 });
    expect(result.rejected).toEqual([{ line: 3, field: 'workerNameEn', message: expect.any(String) }]);
    const found = await search('admin', 'passport=TP1000200');
    expect(found.items[0]).toMatchObject({
      visaNumber: '3100000200',
      monthlySalary: 1800.25,
      contractDate: '2020-07-15',
    });
  });

  it('refuses a file that is no spreadsheet, a wrong header, no file, and callers other than admins', async () => {
    const png = await upload(PNG_BYTES, { ...admin, ...AR }, 'contracts.csv');
    expect(png.statusCode).toBe(400);
    // The uploads' byte check names what the file really is (a PNG), in the caller's language.
    expect(errorBodySchema.parse(png.json()).message).toMatch(/^الملف "contracts.csv" من نوع PNG/);
    const pngEnglish = await upload(PNG_BYTES, admin, 'contracts.xlsx');
    expect(pngEnglish.statusCode).toBe(400);
    expect(pngEnglish.json().message).toContain('PNG');
    const header = await upload(`${HEADER},colour\r\n${row().join(',')},red`);
    expect(header.statusCode).toBe(400);
    expect(header.json().message).toContain('“colour”');
    const missing = await upload('contractNumber,country\r\nX-1,PHL');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('passportNumber');
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/old-contracts/import',
      headers: { ...admin, ...multipartBody({ note: 'x' }).headers },
      payload: multipartBody({ note: 'x' }).payload,
    });
    expect(none.statusCode).toBe(400);
    for (const username of ['samol', 'embassy-ph', 'office', 'agency-ph']) {
      const res = await upload(MIXED, await t.headersFor(username));
      expect(res.statusCode, username).toBe(403);
    }
  });

  it('finds contracts by exact, trimmed passport, visa number and employer id', async () => {
    expect(await numbersFor('admin', 'passport=%20tp1000001%20')).toEqual(['T-PHL-0001']);
    expect(await numbersFor('admin', 'passport=TP100000')).toEqual([]);
    expect(await numbersFor('admin', 'visa=3100000011')).toEqual(['T-IDN-0001']);
    expect(await numbersFor('admin', 'employerId=2098765432')).toEqual(['T-IDN-0001']);
    expect(await numbersFor('admin', 'employerId=1098765432&passport=TP1000003')).toEqual(['T-PHL-0003']);
    const [idn] = await t.database.db.select().from(countries).where(eq(countries.code3, 'IDN'));
    expect(await numbersFor('admin', `employerId=2098765432&countryId=${idn!.id}`)).toEqual(['T-IDN-0001']);
    expect(await numbersFor('admin', `passport=TP1000001&countryId=${idn!.id}`)).toEqual([]);
    const page = await search('admin', 'employerId=1098765432');
    expect(page).toMatchObject({ page: 0, size: 10, totalIsEstimate: false });
    expect(page.total).toBe(page.items.length);
    // Newest contract first.
    const dates = page.items.map((item) => item.contractDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/old-contracts?countryId=abc',
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('pages by 10 with the total', async () => {
    const rows = Array.from({ length: 12 }, (_, index) =>
      row({
        contractNumber: `T-PAGE-${index}`,
        passportNumber: 'TPAGE0001',
        contractDate: `2015-01-${String(index + 10)}`,
      }),
    );
    expect(await importFile(csvOf(rows))).toMatchObject({ imported: 12 });
    const first = await search('admin', 'passport=TPAGE0001');
    expect(first).toMatchObject({ total: 12, size: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]!.contractDate).toBe('2015-01-21');
    const second = await search('admin', 'passport=TPAGE0001&page=1');
    expect(second.items.map((item) => item.contractNumber)).toEqual(['T-PAGE-1', 'T-PAGE-0']);
    // A page that is not full tells the total; past the end, the rows are counted.
    expect(second.total).toBe(12);
    const beyond = await search('admin', 'passport=TPAGE0001&page=5');
    expect(beyond).toMatchObject({ items: [], total: 12, page: 5 });
  });

  it('writes a file larger than one batch in seconds, and finds its rows', async () => {
    const rows = Array.from({ length: UPSERT_BATCH + 1 }, (_, index) =>
      row({
        contractNumber: `T-BULK-${index}`,
        passportNumber: `TB${String(index).padStart(7, '0')}`,
        visaNumber: String(3_200_000_000 + index),
        employerId: '1011111111',
      }),
    );
    const started = performance.now();
    expect(await importFile(csvOf(rows))).toMatchObject({ imported: UPSERT_BATCH + 1, rejectedRows: 0 });
    expect(await importFile(csvOf(rows))).toMatchObject({
      imported: 0,
      updated: 0,
      unchanged: UPSERT_BATCH + 1,
    });
    // Two imports of 5,001 rows: about 2 s on PGlite, 1 s on PostgreSQL; generous for a loaded machine.
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(await numbersFor('admin', `passport=TB${String(UPSERT_BATCH).padStart(7, '0')}`)).toEqual([
      `T-BULK-${UPSERT_BATCH}`,
    ]);
  });

  it('shows every country to the Saudi side and offices, and only their own to embassies, ministries and agencies', async () => {
    const mine = (numbers: string[]) =>
      numbers.filter((number) => number.startsWith('T-PHL-000') || number === 'T-IDN-0001');
    const all = ['T-IDN-0001', 'T-PHL-0001', 'T-PHL-0003'];
    for (const username of ['admin', 'samol', 'sa-embassy', 'office', 'company'])
      expect(
        mine(await numbersFor(username, 'employerId=1098765432'))
          .concat(mine(await numbersFor(username, 'employerId=2098765432')))
          .sort(),
        username,
      ).toEqual(all);
    for (const username of ['embassy-ph', 'fmol-ph', 'agency-ph']) {
      expect(await numbersFor(username, 'employerId=2098765432'), username).toEqual([]);
      expect(mine(await numbersFor(username, 'employerId=1098765432')), username).toEqual([
        'T-PHL-0001',
        'T-PHL-0003',
      ]);
    }
    expect(await numbersFor('agency-id', 'employerId=2098765432')).toEqual(['T-IDN-0001']);
    expect(mine(await numbersFor('agency-id', 'employerId=1098765432'))).toEqual([]);
    // The passport search (a prepared statement of its own) keeps the same rule.
    for (const username of ['embassy-ph', 'fmol-ph', 'agency-ph'])
      expect(await numbersFor(username, 'passport=TI1000001'), username).toEqual([]);
    expect(await numbersFor('embassy-ph', 'passport=TP1000001')).toEqual(['T-PHL-0001']);
    expect(await numbersFor('agency-id', 'passport=TI1000001')).toEqual(['T-IDN-0001']);
    for (const username of ['admin', 'samol', 'office'])
      expect(await numbersFor(username, 'passport=TI1000001'), username).toEqual(['T-IDN-0001']);
    // Without a search value, the caller's own country only.
    const phl = await search('embassy-ph', 'size=100');
    expect(phl.items.every((item) => item.country.code3 === 'PHL')).toBe(true);
    expect(phl.items.length).toBeGreaterThan(0);
  });

  it('answers one contract to those who see it and 404 to the others', async () => {
    const rows = await t.database.db
      .select({ id: oldWorkerContracts.id, number: oldWorkerContracts.contractNumber })
      .from(oldWorkerContracts)
      .where(inArray(oldWorkerContracts.contractNumber, ['T-IDN-0001', 'T-PHL-0001']));
    const idOf = (number: string) => rows.find((r) => r.number === number)!.id;
    const get = async (username: string, id: number, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'GET',
        url: `/api/old-contracts/${id}`,
        headers: { ...(await t.headersFor(username)), ...headers },
      });
    const ok = await get('embassy-ph', idOf('T-PHL-0001'));
    expect(ok.statusCode).toBe(200);
    expect(oldContractSchema.parse(ok.json())).toMatchObject({
      contractNumber: 'T-PHL-0001',
      country: { code3: 'PHL', name: { en: 'Philippines' } },
      workerName: { ar: 'ماريا كروز', en: 'Maria Cruz' },
      agencyName: 'Test Agency, Manila',
      monthlySalary: 1500,
    });
    expect((await get('samol', idOf('T-IDN-0001'))).statusCode).toBe(200);
    const hidden = await get('embassy-ph', idOf('T-IDN-0001'), AR);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('لم يُعثر على هذا العقد القديم.');
    expect((await get('fmol-ph', idOf('T-IDN-0001'))).statusCode).toBe(404);
    expect((await get('admin', 2_000_000_000)).statusCode).toBe(404);
    expect((await get('employer', idOf('T-PHL-0001'))).statusCode).toBe(403);
    const [count] = await t.database.db
      .select({ id: oldWorkerContracts.id })
      .from(oldWorkerContracts)
      .where(and(eq(oldWorkerContracts.contractNumber, 'T-XXX-0001')));
    expect(count).toBeUndefined();
  });
});
