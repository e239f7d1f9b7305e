import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DLT_IMPORT_COLUMNS, dltListResponseSchema, dltWorkerSchema } from '@portal/contracts/hr-pool/dlt';
import { candidates, dltWorkers, jobs, recordHistory } from '../../db/schema/index';
import { multipartBody } from '../../platform/uploads/multipart-body.test-support';
import { finishedRunOf, postImportFile } from '../../test-support/import-runs';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { addOrganizationUser } from '../../test-support/organization-users';
import { dayFromToday, VALID_DATES } from './dlt-test-support.test-support';
import { xlsxOf, type XlsxCell } from '../../test-support/xlsx-workbook';

const AR = { 'accept-language': 'ar-SA' };
const EN = { 'accept-language': 'en-US' };
const HOUSEMAID = '911101';
const COOK = '512001';
type Headers = Record<string, string>;

const worker = (passportNumber: string, extra: Record<string, unknown> = {}) => ({
  passportNumber,
  ...VALID_DATES,
  nameAr: 'ماريا سانتوس',
  nameEn: 'Maria Santos',
  gender: 'FEMALE',
  religion: 'CHRISTIANITY',
  maritalStatus: 'SINGLE',
  experienceYears: 3,
  languages: ['en', 'tl'],
  education: 'SECONDARY',
  ...extra,
});

const csvRow = (cells: Record<string, string>) =>
  DLT_IMPORT_COLUMNS.map((column) => cells[column] ?? '').join(',');
const rowCells = (passportNumber: string, extra: Record<string, string> = {}): Record<string, string> => ({
  passportNumber,
  ...VALID_DATES,
  nameAr: 'جوانا ريس',
  nameEn: 'Joanna Reyes',
  gender: 'female',
  religion: 'Christianity',
  maritalStatus: 'MARRIED',
  job: HOUSEMAID,
  experienceYears: '2',
  languages: 'en;tl',
  education: 'primary',
  ...extra,
});

describe('DLT workers', () => {
  let t: TestApp;
  let fmol: Headers;
  let agencyPh: Headers;
  let agencyId: Headers;
  let otherAgencyPh: Headers;
  let fmolIdn: Headers;
  let admin: Headers;
  let housemaidId: number;
  let cookId: number;

  beforeAll(async () => {
    t = await createTestApp();
    await addOrganizationUser(t.database.db, { username: 'dlt-agency-ph2', role: 'EPRO', country: 'PHL' });
    await addOrganizationUser(t.database.db, { username: 'dlt-fmol-idn', role: 'FMOL', country: 'IDN' });
    fmol = await t.headersFor('fmol-ph');
    agencyPh = await t.headersFor('agency-ph');
    agencyId = await t.headersFor('agency-id');
    otherAgencyPh = await t.headersFor('dlt-agency-ph2');
    fmolIdn = await t.headersFor('dlt-fmol-idn');
    admin = await t.headersFor('admin');
    const jobRows = await t.database.db.select({ id: jobs.id, code: jobs.code }).from(jobs);
    housemaidId = jobRows.find((job) => job.code === HOUSEMAID)!.id;
    cookId = jobRows.find((job) => job.code === COOK)!.id;
  }, 60_000);
  afterAll(async () => t?.close());

  const add = (body: unknown, headers: Headers = fmol) =>
    t.app.inject({ method: 'POST', url: '/api/hr-pool/dlt', headers, payload: body as object });
  const list = async (headers: Headers, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/hr-pool/dlt?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return dltListResponseSchema.parse(res.json());
  };
  const get = (id: number, headers: Headers) =>
    t.app.inject({ method: 'GET', url: `/api/hr-pool/dlt/${id}`, headers });
  const upload = (bytes: Buffer, filename: string, headers: Headers = fmol) =>
    postImportFile(t.app, '/api/hr-pool/dlt/import', { bytes, filename }, headers);
  /** An upload run to its end: the run with its counts and refusals. */
  const imported = async (bytes: Buffer, filename: string, headers: Headers = fmol) =>
    finishedRunOf(t.app, await upload(bytes, filename, headers), headers);
  const take = (id: number, headers: Headers, expectedSalary: unknown = 1500) =>
    t.app.inject({
      method: 'POST',
      url: `/api/hr-pool/dlt/${id}/take`,
      headers,
      payload: { expectedSalary },
    });
  const idOf = async (passportNumber: string) => {
    const [row] = await t.database.db
      .select({ id: dltWorkers.id })
      .from(dltWorkers)
      .where(eq(dltWorkers.passportNumber, passportNumber));
    return row!.id;
  };

  it('lets the ministry add a worker of its country, once per passport, with translated refusals', async () => {
    const res = await add(worker('pa1000001', { jobId: housemaidId }));
    expect(res.statusCode, res.body).toBe(201);
    expect(dltWorkerSchema.parse(res.json())).toMatchObject({
      passportNumber: 'PA1000001',
      country: { code3: 'PHL' },
      job: { code: HOUSEMAID },
      languages: ['en', 'tl'],
      takenBy: null,
    });

    const again = await add(worker('PA1000001', { jobId: housemaidId }), { ...fmol, ...EN });
    expect(again.statusCode).toBe(409);
    expect(again.json().fieldErrors.passportNumber).toEqual([
      'A worker with passport number PA1000001 is already registered for this country.',
    ]);
    const againAr = await add(worker('PA1000001', { jobId: housemaidId }), { ...fmol, ...AR });
    expect(againAr.json().fieldErrors.passportNumber).toEqual([
      'يوجد عامل مسجل لهذا البلد برقم الجواز PA1000001.',
    ]);

    const man = await add(worker('PA1000002', { jobId: housemaidId, gender: 'MALE' }), { ...fmol, ...EN });
    expect(man.statusCode).toBe(400);
    expect(man.json().fieldErrors.gender).toEqual(['This job is open to women only.']);

    const bad = await add(
      worker('P1', { jobId: cookId, nameEn: 'ماريا', passportExpiry: dayFromToday(0, 30) }),
      { ...fmol, ...AR },
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual([
      'nameEn',
      'passportExpiry',
      'passportNumber',
    ]);

    expect((await add(worker('PA1000003', { jobId: cookId }), agencyPh)).statusCode).toBe(403);
    expect((await add(worker('PA1000003', { jobId: cookId }), admin)).statusCode).toBe(403);
  });

  it('imports a CSV: valid rows added, bad rows and duplicates reported per line and column', async () => {
    const csv = [
      DLT_IMPORT_COLUMNS.join(','),
      csvRow(rowCells('PB2000001')),
      csvRow(rowCells('pb2000002', { job: COOK, gender: 'MALE', languages: 'ar' })),
      csvRow(rowCells('BAD', { job: 'NOPE', birthDate: '2020-01-01' })),
      csvRow(rowCells('PB2000001')),
      csvRow(rowCells('PA1000001')),
      csvRow(rowCells('PB2000003', { job: HOUSEMAID, gender: 'MALE' })),
      csvRow(rowCells('PB2000004', { birthDate: '2015-01-01' })),
    ].join('\r\n');
    const run = await imported(Buffer.from(`\uFEFF${csv}\r\n`), 'workers.csv', { ...fmol, ...EN });
    expect(run).toMatchObject({ status: 'done', written: { imported: 2 }, rowsRead: 7, rowsAccepted: 2 });
    expect(run.rowsRefused).toBe(5);
    expect(run.issues).toEqual([
      {
        line: 4,
        field: 'passportNumber',
        message: 'Enter 6 to 12 capital letters and digits, as printed in the passport.',
      },
      {
        line: 5,
        field: 'passportNumber',
        message: 'Passport number PB2000001 is already on line 2 of this file.',
      },
      {
        line: 6,
        field: 'passportNumber',
        message: 'A worker with passport number PA1000001 is already registered for this country.',
      },
      { line: 7, field: 'gender', message: 'This job is open to women only.' },
      // A job without its own range takes 21 to 60.
      { line: 8, field: 'birthDate', message: 'For this job the worker must be 21 to 60 years old.' },
    ]);
    const added = await list(fmol, 'q=PB2000');
    expect(added.items.map((item) => item.passportNumber).sort()).toEqual(['PB2000001', 'PB2000002']);
    expect(added.items.find((item) => item.passportNumber === 'PB2000002')).toMatchObject({
      gender: 'MALE',
      job: { code: COOK },
      languages: ['ar'],
      maritalStatus: 'MARRIED',
      education: 'PRIMARY',
    });
  });

  it('reports an unknown job, in Arabic', async () => {
    const csv = [DLT_IMPORT_COLUMNS.join(','), csvRow(rowCells('PC3000001', { job: 'NOPE' }))].join('\n');
    const run = await imported(Buffer.from(csv), 'workers.csv', { ...fmol, ...AR });
    expect(run).toMatchObject({
      status: 'done',
      written: { imported: 0 },
      issues: [{ line: 2, field: 'job', message: 'لا توجد مهنة مفعّلة بالرمز "NOPE".' }],
    });
  });

  it('imports an XLSX with date and number cells, one bad row reported and the rest taken', async () => {
    const sheetRows: XlsxCell[][] = [[...DLT_IMPORT_COLUMNS].reverse()];
    const asDate = (value: string) => new Date(`${value}T00:00:00Z`);
    for (const [passport, extra] of [
      ['PD4000001', {}],
      ['PD4000002', { experienceYears: 'many' }],
      ['PD4000003', {}],
    ] as const) {
      const cells = rowCells(passport, extra);
      const values: Record<string, XlsxCell> = {
        ...cells,
        passportExpiry: asDate(cells.passportExpiry!),
        birthDate: asDate(cells.birthDate!),
        experienceYears: Number.isNaN(Number(cells.experienceYears)) ? cells.experienceYears! : 4,
      };
      sheetRows.push([...DLT_IMPORT_COLUMNS].reverse().map((column) => values[column] ?? null));
    }
    const bytes = xlsxOf(sheetRows);
    const run = await imported(bytes, 'workers.xlsx', { ...fmol, ...EN });
    expect(run).toMatchObject({
      status: 'done',
      written: { imported: 2 },
      issues: [{ line: 3, field: 'experienceYears', message: 'Enter a whole number.' }],
    });
    const [row] = await t.database.db
      .select()
      .from(dltWorkers)
      .where(eq(dltWorkers.passportNumber, 'PD4000003'));
    expect(row).toMatchObject({ experienceYears: 4, birthDate: VALID_DATES.birthDate });
  });

  it('refuses an unreadable file, a wrong header and callers other than the ministry', async () => {
    const pdf = await upload(Buffer.from('%PDF-1.4\n\u0000\u0001'), 'workers.csv');
    expect(pdf.statusCode).toBe(400);
    const header = await upload(Buffer.from('passport,name\nX,Y\n'), 'workers.csv');
    expect(header.statusCode).toBe(400);
    const csv = Buffer.from(`${DLT_IMPORT_COLUMNS.join(',')}\n${csvRow(rowCells('PE5000001'))}\n`);
    expect((await upload(csv, 'workers.csv', agencyPh)).statusCode).toBe(403);
    const none = multipartBody({});
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/hr-pool/dlt/import',
      headers: { ...fmol, ...none.headers },
      payload: none.payload,
    });
    expect(empty.statusCode).toBe(400);
  });

  it('scopes the list and the record by role and country; offices are refused with an explanation', async () => {
    const ministry = await list(fmol);
    expect(ministry.total).toBeGreaterThanOrEqual(5);
    expect(ministry.size).toBe(10);
    expect(ministry.items.every((item) => item.country.code3 === 'PHL')).toBe(true);
    expect((await list(admin)).total).toBe(ministry.total);
    // The demo data may hold workers already taken: an agency sees only the free ones.
    const taken = (await list(fmol, 'taken=true')).total;
    expect((await list(agencyPh)).total).toBe(ministry.total - taken);
    expect((await list(fmolIdn)).total).toBe(0);
    expect((await list(agencyId)).total).toBe(0);

    const id = await idOf('PA1000001');
    expect((await get(id, fmol)).statusCode).toBe(200);
    expect((await get(id, agencyPh)).statusCode).toBe(200);
    expect((await get(id, fmolIdn)).statusCode).toBe(404);
    expect((await get(id, agencyId)).statusCode).toBe(404);

    const office = await t.app.inject({
      method: 'GET',
      url: '/api/hr-pool/dlt',
      headers: { ...(await t.headersFor('office')), ...EN },
    });
    expect(office.statusCode).toBe(403);
    expect(office.json().message).toContain('local offices find candidates in the Candidates tab');

    expect((await list(fmol, 'q=PB2000&gender=MALE')).items.map((item) => item.passportNumber)).toEqual([
      'PB2000002',
    ]);
    expect((await list(fmol, `q=PB2000&jobId=${cookId}`)).items.map((item) => item.passportNumber)).toEqual([
      'PB2000002',
    ]);
    expect((await list(fmol, 'q=joanna&sort=passportNumber&dir=desc')).items[0]!.passportNumber).toBe(
      'PD4000003',
    );
  });

  it('lets one agency take a worker into its pool; the next agency gets 409 and the worker is gone for it', async () => {
    const id = await idOf('PB2000001');
    const res = await take(id, agencyPh, 1650.5);
    expect(res.statusCode, res.body).toBe(201);
    const { candidateId } = res.json() as { candidateId: number };
    const [candidate] = await t.database.db.select().from(candidates).where(eq(candidates.id, candidateId));
    expect(candidate).toMatchObject({
      passportNumber: 'PB2000001',
      status: 'AVAILABLE',
      dltWorkerId: id,
      expectedSalary: 1650.5,
      nameEn: 'Joanna Reyes',
      languages: ['en', 'tl'],
    });
    expect(candidate!.agencyId).toBe(Number(agencyPh['x-organization-id']));
    const entries = await t.database.db
      .select()
      .from(recordHistory)
      .where(and(eq(recordHistory.entityType, 'candidate'), eq(recordHistory.entityId, candidateId)));
    expect(entries.map((entry) => entry.action)).toEqual(['create']);

    const second = await take(id, { ...otherAgencyPh, ...EN });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Another agency has already taken this worker.');
    const secondAr = await take(id, { ...otherAgencyPh, ...AR });
    expect(secondAr.json().message).toBe('أضافت وكالة أخرى هذا العامل إلى مجمعها بالفعل.');

    expect((await get(id, agencyPh)).statusCode).toBe(404);
    expect((await list(otherAgencyPh, 'q=PB2000001')).total).toBe(0);
    const seen = dltWorkerSchema.parse((await get(id, fmol)).json());
    expect(seen).toMatchObject({ candidateId, takenBy: { id: candidate!.agencyId } });
    expect(seen.takenAt).not.toBeNull();
    expect((await list(fmol, 'taken=true&size=100')).items.map((item) => item.id)).toContain(id);
    expect((await list(fmol, 'taken=false&size=100')).items.map((item) => item.id)).not.toContain(id);

    expect((await take(await idOf('PB2000002'), agencyId)).statusCode).toBe(404);
    expect((await take(await idOf('PB2000002'), fmol)).statusCode).toBe(403);
    expect((await take(await idOf('PB2000002'), agencyPh, 0)).statusCode).toBe(400);
  });

  it('lets exactly one of two agencies taking at once win', async () => {
    const id = await idOf('PB2000002');
    const answers = await Promise.all([take(id, agencyPh), take(id, otherAgencyPh)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.database.db.select().from(candidates).where(eq(candidates.dltWorkerId, id));
    expect(rows).toHaveLength(1);
  });

  it("refuses a passport already among the country's candidates and keeps the worker free", async () => {
    const id = await idOf('PD4000001');
    const [free] = await t.database.db.select().from(dltWorkers).where(eq(dltWorkers.id, id));
    const userId = (await t.database.db.select().from(dltWorkers).limit(1))[0]!.createdBy;
    const agencyOrganization = (await t.database.db.select().from(candidates).limit(1))[0]!.agencyId;
    await t.database.db.insert(candidates).values({
      ...free!,
      id: undefined,
      agencyId: agencyOrganization,
      expectedSalary: 1200,
      dltWorkerId: null,
      createdBy: userId,
      updatedBy: userId,
      createdAt: undefined,
    } as typeof candidates.$inferInsert);
    const res = await take(id, { ...otherAgencyPh, ...EN });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'A candidate with passport number PD4000001 is already in the pool of an agency of this country.',
    );
    const [after] = await t.database.db.select().from(dltWorkers).where(eq(dltWorkers.id, id));
    expect(after).toMatchObject({ takenByAgencyId: null, candidateId: null });
  });

  it('refuses to take a worker whose passport now expires too soon or who is now too old', async () => {
    const [registered] = await t.database.db
      .select()
      .from(dltWorkers)
      .where(eq(dltWorkers.passportNumber, 'PD4000003'));
    const { id: _id, createdAt: _createdAt, ...fields } = registered!;
    const [expiring, old] = await t.database.db
      .insert(dltWorkers)
      .values([
        { ...fields, passportNumber: 'PG6000001', passportExpiry: dayFromToday(0, 90) },
        { ...fields, passportNumber: 'PG6000002', birthDate: dayFromToday(-61) },
      ])
      .returning({ id: dltWorkers.id });
    const soon = await take(expiring!.id, { ...agencyPh, ...EN });
    expect(soon.statusCode).toBe(409);
    expect(soon.json().message).toBe(
      "This worker's passport expires in less than 6 months, so the worker cannot become a candidate until the ministry registers the new passport.",
    );
    const aged = await take(old!.id, { ...agencyPh, ...AR });
    expect(aged.statusCode).toBe(409);
    expect(aged.json().message).toBe(
      'لم يعد عمر هذا العامل بين 21 و60 سنة، وهو النطاق العمري للمهنة، لذا لا يمكن أن يصبح مرشحًا.',
    );
    const still = await t.database.db.select().from(dltWorkers).where(eq(dltWorkers.id, old!.id));
    expect(still[0]).toMatchObject({ takenByAgencyId: null, candidateId: null });
  });

  // Its speed (10,000 rows within 10 s) is measured by `npm run bench` (dlt-import), not here.
  it('imports 10,000 rows at once', async () => {
    const lines = [DLT_IMPORT_COLUMNS.join(',')];
    for (let index = 0; index < 10_000; index += 1)
      lines.push(csvRow(rowCells(`PF${String(index).padStart(7, '0')}`)));
    const run = await imported(Buffer.from(lines.join('\n')), 'many.csv');
    expect(run).toMatchObject({
      status: 'done',
      written: { imported: 10_000 },
      rowsRead: 10_000,
      issues: [],
    });
  }, 120_000);
});
