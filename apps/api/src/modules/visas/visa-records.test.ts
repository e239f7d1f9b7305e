import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobOptionsResponseSchema, jobSchema } from '@portal/contracts/lookups-jobs';
import { countryOptionsResponseSchema } from '@portal/contracts/lookups-countries';
import { visaListResponseSchema, visaSchema, type VisaInput } from '@portal/contracts/visas';
import { countries, visas } from '../../db/schema/index';
import { withCurrentVersion } from '../../test-support/current-version';
import { finishedRunOf, postImportFile } from '../../test-support/import-runs';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const AR = { 'accept-language': 'ar-SA' };
const HEADER = 'number,employerId,country,gender,job,issueDate,expiryDate';

describe('one visa with the adminVisa flag off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers 404 on the record endpoints', async () => {
    const admin = await t.headersFor('admin');
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/visas/1', headers: admin }),
      t.app.inject({ method: 'POST', url: '/api/visas', headers: admin, payload: {} }),
      t.app.inject({ method: 'PUT', url: '/api/visas/1', headers: admin, payload: {} }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([404, 404, 404]);
  });
});

describe('adding and changing one visa (adminVisa on)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let phl: number;
  let job: { id: number; code: string };
  let otherJob: { id: number; code: string };

  beforeAll(async () => {
    t = await createTestApp({ env: { FEATURE_FLAGS: 'adminVisa' } });
    admin = await t.headersFor('admin');
    const [country] = await t.database.db.select().from(countries).where(eq(countries.code3, 'PHL'));
    phl = country!.id;
    const addJob = async (code: string, nameEn: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/lookups/jobs',
        headers: admin,
        payload: { code, nameAr: `مهنة ${code}`, nameEn, allowedGender: 'ANY' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return jobSchema.parse(res.json());
    };
    job = await addJob('VISA-CAREER', 'Visa career');
    otherJob = await addJob('VISA-OTHER', 'Other career');
  });
  afterAll(async () => t?.close());

  const input = (overrides: Partial<VisaInput> = {}): VisaInput => ({
    number: '5000000001',
    employerId: '1012345678',
    countryId: phl,
    gender: 'FEMALE',
    jobId: job.id,
    issueDate: '2026-01-01',
    expiryDate: '2027-01-01',
    ...overrides,
  });
  /** An edit carries the visa's current version, as a form that has just read it. */
  const send = async (method: 'POST' | 'PUT', url: string, payload: unknown, headers = admin) =>
    t.app.inject({
      method,
      url,
      headers,
      payload: (method === 'PUT'
        ? await withCurrentVersion(t.database.db, url, payload as object)
        : payload) as Record<string, unknown>,
    });
  const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
  const setActive = async (kind: 'jobs' | 'countries', id: number, active: boolean) => {
    const action = active ? 'activate' : 'deactivate';
    const res = await send('POST', `/api/lookups/${kind}/${id}/${action}`, undefined);
    expect(res.statusCode, res.body).toBe(200);
  };

  let visaId = 0;

  it('adds a visa (201, AVAILABLE, history) and reads it back', async () => {
    const res = await send('POST', '/api/visas', input({ number: ' 5000000001 ' }));
    expect(res.statusCode, res.body).toBe(201);
    const visa = visaSchema.parse(res.json());
    visaId = visa.id;
    expect(visa).toMatchObject({
      number: '5000000001',
      status: 'AVAILABLE',
      job: { id: job.id, code: 'VISA-CAREER', active: true },
      country: { code3: 'PHL', active: true },
    });
    expect(visaSchema.parse((await get(`/api/visas/${visaId}`)).json())).toEqual(visa);
    const history = (await get(`/api/history/visa/${visaId}`)).json();
    expect(history.items[0]).toMatchObject({
      action: 'create',
      changes: { jobId: { from: null, to: job.id } },
    });
  });

  it('validates with the shared contract and answers field errors in the caller language', async () => {
    const res = await send(
      'POST',
      '/api/visas',
      input({ number: '12', employerId: '3012345678', expiryDate: '2025-01-01' }),
      { ...admin, ...AR },
    );
    expect(res.statusCode).toBe(400);
    const { fieldErrors } = res.json();
    expect(fieldErrors.number).toEqual(['أدخل رقم تأشيرة من 6 إلى 15 رقمًا.']);
    expect(fieldErrors.employerId).toEqual(['أدخل رقم هوية أو إقامة من 10 أرقام يبدأ بـ 1 أو 2.']);
    expect(fieldErrors.expiryDate).toHaveLength(1);
    const missing = await send('POST', '/api/visas', { ...input(), jobId: null });
    expect(missing.json().fieldErrors.jobId).toEqual(['This field is required.']);
  });

  it('refuses a number that exists (409 on the number) and an unknown job', async () => {
    const taken = await send('POST', '/api/visas', input());
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors.number).toEqual(['Visa 5000000001 already exists.']);
    const unknown = await send('POST', '/api/visas', input({ number: '5000000009', jobId: 999_999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.jobId).toEqual(['This job does not exist.']);
  });

  it('a deactivated job leaves the choices, stays on the visa, and only the visa that holds it keeps it', async () => {
    const second = await send('POST', '/api/visas', input({ number: '5000000002', jobId: otherJob.id }));
    expect(second.statusCode, second.body).toBe(201);
    const secondId = visaSchema.parse(second.json()).id;
    await setActive('jobs', job.id, false);

    const options = jobOptionsResponseSchema.parse((await get('/api/lookups/jobs/options')).json());
    expect(options.map((option) => option.id)).not.toContain(job.id);
    const kept = jobOptionsResponseSchema.parse(
      (await get(`/api/lookups/jobs/options?includeId=${job.id}`)).json(),
    );
    expect(kept.find((option) => option.id === job.id)).toMatchObject({ active: false });

    const listed = visaListResponseSchema.parse((await get('/api/visas?q=500000000')).json());
    expect(listed.items.find((visa) => visa.id === visaId)?.job).toMatchObject({
      name: { en: 'Visa career', ar: 'مهنة VISA-CAREER' },
      active: false,
    });
    expect(visaSchema.parse((await get(`/api/visas/${visaId}`)).json()).job.active).toBe(false);

    const refused = await send('POST', '/api/visas', input({ number: '5000000003' }), { ...admin, ...AR });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.jobId).toEqual(['هذه المهنة معطلة: اختر مهنة أخرى.']);
    const moved = await send('PUT', `/api/visas/${secondId}`, input({ number: '5000000002' }));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fieldErrors.jobId).toEqual(['This job is deactivated: choose another one.']);

    const edited = await send('PUT', `/api/visas/${visaId}`, input({ employerId: '2098765432' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(visaSchema.parse(edited.json())).toMatchObject({ employerId: '2098765432', job: { id: job.id } });
    const history = (await get(`/api/history/visa/${visaId}`)).json();
    expect(history.items[0]).toMatchObject({
      action: 'update',
      changes: { employerId: { from: '1012345678', to: '2098765432' } },
    });
    await setActive('jobs', job.id, true);
  });

  it('a country not active for recruitment: refused for new visas, kept on the visa that holds it', async () => {
    await setActive('countries', phl, false);
    const options = countryOptionsResponseSchema.parse((await get('/api/lookups/countries/options')).json());
    expect(options.map((option) => option.id)).not.toContain(phl);
    const refused = await send('POST', '/api/visas', input({ number: '5000000004' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.countryId).toEqual([
      'This country is not active for recruitment: choose another one.',
    ]);
    const kept = await send('PUT', `/api/visas/${visaId}`, input({ employerId: '1000000001' }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(visaSchema.parse(kept.json()).country).toMatchObject({ id: phl, active: false });
    await setActive('countries', phl, true);
  });

  it('the CSV import refuses an inactive job or country row by row', async () => {
    await setActive('jobs', otherJob.id, false);
    await setActive('countries', phl, false);
    const file = {
      filename: 'visas.csv',
      bytes: Buffer.from(
        `${HEADER}\n5100000001,1012345678,IDN,MALE,${otherJob.code},2026-01-01,2027-01-01\n` +
          `5100000002,1012345678,PHL,MALE,${job.code},2026-01-01,2027-01-01\n`,
      ),
    };
    const runAs = async (headers: Record<string, string>) =>
      finishedRunOf(t.app, await postImportFile(t.app, '/api/visas/import', file, headers), headers);
    const run = await runAs(admin);
    expect(run.status).toBe('refused');
    expect(run.issues).toEqual([
      { line: 2, field: 'job', message: 'Job VISA-OTHER is deactivated: new visas cannot use it.' },
      {
        line: 3,
        field: 'country',
        message: 'Country PHL is not active for recruitment: new visas cannot use it.',
      },
    ]);
    const arabic = await runAs({ ...admin, ...AR });
    expect(arabic.issues[0]!.message).toBe('المهنة VISA-OTHER معطلة: لا يمكن استخدامها في تأشيرات جديدة.');
    await setActive('jobs', otherJob.id, true);
    await setActive('countries', phl, true);
  });

  it('refuses to change a used visa (409), an unknown id (404) and office (403)', async () => {
    await t.database.db.update(visas).set({ status: 'USED' }).where(eq(visas.id, visaId));
    const used = await send('PUT', `/api/visas/${visaId}`, input({ employerId: '1999999999' }));
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe('This visa is used by an employment request and cannot be changed.');
    expect((await get('/api/visas/999999')).statusCode).toBe(404);
    expect((await send('PUT', '/api/visas/999999', input({ number: '5000000077' }))).statusCode).toBe(404);
    const office = await t.headersFor('office');
    expect((await get(`/api/visas/${visaId}`, office)).statusCode).toBe(403);
    expect((await send('POST', '/api/visas', input({ number: '5000000088' }), office)).statusCode).toBe(403);
    expect((await send('PUT', `/api/visas/${visaId}`, input(), office)).statusCode).toBe(403);
  });
});
