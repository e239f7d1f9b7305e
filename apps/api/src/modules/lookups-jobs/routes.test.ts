import { eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import {
  jobListResponseSchema,
  jobOptionsResponseSchema,
  jobSchema,
  type Job,
} from '@portal/contracts/lookups-jobs';
import { historyEntrySchema } from '@portal/contracts/history';
import { countries, memberships, users, visas } from '../../db/schema/index';
import { JOB_SEEDS } from '../../db/seed/jobs';
import { AR, lookupTestKit } from '../../test-support/lookup-test-kit';
import { deleteJob } from './service';

describe('lookups: jobs', () => {
  const { kit, get, create, put, remove, csvLines, expectRefused, ...lookup } =
    lookupTestKit('/api/lookups/jobs');
  const list = (query: string) => lookup.list(jobListResponseSchema, query);
  const newJob = async (payload: Partial<Job> = {}): Promise<Job> => {
    const code = `T-${Math.random().toString(36).slice(2, 8)}`;
    const res = await create({
      code,
      nameAr: 'مهنة تجريبية',
      nameEn: 'Test job',
      allowedGender: 'ANY',
      ...payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return jobSchema.parse(res.json());
  };
  const actionsOf = (id: number) => lookup.historyActions('job', id);

  it('pages 10 at a time with the total of the filtered result', async () => {
    const first = await list('');
    expect(first).toMatchObject({ page: 0, size: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThanOrEqual(JOB_SEEDS.length);
    const second = await list('page=1');
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    expect(first.items.map((job) => job.code)).toEqual([...first.items.map((job) => job.code)].sort());
  });

  it('filters by text on code and both names, gender and active; sorts by a whitelisted field', async () => {
    const byArabic = await list(`q=${encodeURIComponent('  سائق  ')}`);
    expect(byArabic.items.length).toBeGreaterThan(0);
    expect(byArabic.items.every((job) => job.nameAr.includes('سائق'))).toBe(true);
    expect((await list('q=911101')).items.map((job) => job.nameEn)).toEqual(['Housemaid']);
    expect((await list('q=housemaid')).total).toBe(1);
    const women = await list('allowedGender=FEMALE&size=100');
    expect(women.total).toBe(JOB_SEEDS.filter((job) => job.allowedGender === 'FEMALE').length);
    expect(women.items.every((job) => job.allowedGender === 'FEMALE')).toBe(true);
    const desc = await list('sort=nameEn&dir=desc&size=100&active=true');
    const names = desc.items.map((job) => job.nameEn);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
    expect((await list('q=%25')).total).toBe(0);
    expect((await list('q=&allowedGender=&active=')).total).toBe((await list('')).total);
    expect((await get('/api/lookups/jobs?sort=passwordHash')).statusCode).toBe(400);
    expect((await get('/api/lookups/jobs?size=101')).statusCode).toBe(400);
  });

  it('creates a job with its history row; a taken code answers 409 in the caller language', async () => {
    const job = await newJob({ code: 'NEW-001', nameEn: 'Falconer', nameAr: 'مربي صقور' });
    expect(job).toMatchObject({ code: 'NEW-001', active: true, allowedGender: 'ANY' });
    expect(await actionsOf(job.id)).toEqual(['create']);
    const [history] = (await get(`/api/history/job/${job.id}`)).json().items;
    expect(history).toMatchObject({ action: 'create', changes: { code: { from: null, to: 'NEW-001' } } });
    const duplicate = await create(
      { code: 'NEW-001', nameAr: 'س', nameEn: 'x', allowedGender: 'MALE' },
      { ...kit.admin, ...AR },
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      message: 'رمز المهنة NEW-001 مستخدم لمهنة أخرى.',
      fieldErrors: { code: ['رمز المهنة NEW-001 مستخدم لمهنة أخرى.'] },
    });
    const invalid = await create({ code: 'a b', nameAr: ' ', nameEn: 'x', allowedGender: 'OTHER' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().fieldErrors).sort()).toEqual(['allowedGender', 'code', 'nameAr']);
  });

  it('edits a job, records only what changed, and shows who did it in the history', async () => {
    const job = await newJob();
    const res = await put(job.id, {
      code: job.code,
      nameAr: job.nameAr,
      nameEn: 'Renamed job',
      allowedGender: 'FEMALE',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ nameEn: 'Renamed job', allowedGender: 'FEMALE' });
    const historyRes = await get(`/api/history/job/${job.id}`);
    expect(historyRes.statusCode).toBe(200);
    const page = historyRes.json();
    expect(page.total).toBe(2);
    const latest = historyEntrySchema.parse(page.items[0]);
    expect(latest).toMatchObject({
      action: 'update',
      changedBy: { name: { en: 'Sara Al-Qahtani' } },
      changes: {
        nameEn: { from: 'Test job', to: 'Renamed job' },
        allowedGender: { from: 'ANY', to: 'FEMALE' },
      },
    });
    expect(Object.keys(latest.changes)).toHaveLength(2);
    expect((await get('/api/history/job/999999')).statusCode).toBe(404);
    expect((await get(`/api/history/job/${job.id}`, kit.office)).statusCode).toBe(403);
  });

  it('keeps an optional candidate age range (14 to 70, min not above max) with its history', async () => {
    const job = await newJob({ minAge: 25, maxAge: 45 });
    expect(job).toMatchObject({ minAge: 25, maxAge: 45 });
    const options = jobOptionsResponseSchema.parse((await get('/api/lookups/jobs/options')).json());
    expect(options.find((option) => option.id === job.id)).toMatchObject({ minAge: 25, maxAge: 45 });
    expect(await newJob()).toMatchObject({ minAge: null, maxAge: null });

    const base = { code: job.code, nameAr: job.nameAr, nameEn: job.nameEn, allowedGender: job.allowedGender };
    const edited = await put(job.id, { ...base, minAge: null, maxAge: 50 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ minAge: null, maxAge: 50 });
    const latest = historyEntrySchema.parse((await get(`/api/history/job/${job.id}`)).json().items[0]);
    expect(latest.changes).toEqual({ minAge: { from: 25, to: null }, maxAge: { from: 45, to: 50 } });

    const outOfRange = await put(job.id, { ...base, minAge: 13, maxAge: 71 });
    expect(outOfRange.statusCode).toBe(400);
    const message = 'Enter a whole number from 14 to 70, or leave it blank for the default.';
    expect(outOfRange.json().fieldErrors).toEqual({ minAge: [message], maxAge: [message] });
    const reversed = await put(job.id, { ...base, minAge: 40, maxAge: 30 }, { ...kit.admin, ...AR });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fieldErrors).toEqual({
      maxAge: ['يجب ألا يقل الحد الأعلى للعمر عن الحد الأدنى.'],
    });
    expect((await put(job.id, { ...base, minAge: 30.5 })).json().fieldErrors).toHaveProperty('minAge');
  });

  it('deactivating hides a job from new choices; includeId keeps it for a record that holds it', async () => {
    const job = await newJob();
    const post = (action: string) =>
      lookup.inject({ method: 'POST', url: `/api/lookups/jobs/${job.id}/${action}` });
    expect((await post('deactivate')).json()).toMatchObject({ active: false });
    expect((await post('deactivate')).statusCode).toBe(409);
    const options = async (query = '') =>
      jobOptionsResponseSchema.parse((await get(`/api/lookups/jobs/options${query}`, kit.office)).json());
    expect((await options()).some((option) => option.id === job.id)).toBe(false);
    expect((await options(`?includeId=${job.id}`)).find((option) => option.id === job.id)).toMatchObject({
      active: false,
    });
    expect(await actionsOf(job.id)).toEqual(['create', 'deactivate']);
    expect((await post('activate')).json()).toMatchObject({ active: true });
    expect((await options()).some((option) => option.id === job.id)).toBe(true);
  });

  it('serves options with an ETag: 304 while unchanged, a new answer after an edit', async () => {
    const first = await get('/api/lookups/jobs/options', kit.office);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    const again = await get('/api/lookups/jobs/options', { ...kit.office, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await newJob({ nameEn: 'Seen on the next request' });
    const after = await get('/api/lookups/jobs/options', { ...kit.office, 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(
      after.json().some((option: { name: { en: string } }) => option.name.en === 'Seen on the next request'),
    ).toBe(true);
  });

  it('exports the whole filtered list as CSV: BOM, Arabic headers and names, quoting, formula guard', async () => {
    await newJob({ nameEn: '=HYPERLINK("http://evil")', nameAr: 'عامل, "خاص"', allowedGender: 'MALE' });
    const { total } = await list('allowedGender=MALE');
    expect(total).toBeGreaterThan(10);
    const res = await get('/api/lookups/jobs/export?format=csv&allowedGender=MALE&sort=code', {
      ...kit.admin,
      ...AR,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="[\w.-]+\.csv"; filename\*=UTF-8''%D8%A7%D9%84%D9%85%D9%87%D9%86-\d{4}-\d\d-\d\d\.csv$/,
    );
    const lines = csvLines(res);
    expect(lines[0]).toBe('الرمز,الاسم بالعربية,الاسم بالإنجليزية,الجنس المسموح,الحالة,آخر تعديل');
    expect(lines).toHaveLength(total + 1);
    expect(lines.some((line) => line.startsWith('832201,سائق خاص,Private driver,ذكر,مفعلة,'))).toBe(true);
    expect(lines.some((line) => line.includes(`"عامل, ""خاص""","'=HYPERLINK(""http://evil"")",ذكر`))).toBe(
      true,
    );
  });

  it('exports XLSX that reads back with the same cells', async () => {
    const { total } = await list('allowedGender=FEMALE');
    const res = await get('/api/lookups/jobs/export?format=xlsx&allowedGender=FEMALE&sort=code', {
      ...kit.admin,
      ...AR,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const [sheet] = await readXlsxFile(res.rawPayload);
    const rows = sheet?.data ?? [];
    expect(rows[0]).toEqual([
      'الرمز',
      'الاسم بالعربية',
      'الاسم بالإنجليزية',
      'الجنس المسموح',
      'الحالة',
      'آخر تعديل',
    ]);
    expect(rows).toHaveLength(total + 1);
    expect(rows.find((row) => row[0] === '911101')?.slice(0, 5)).toEqual([
      '911101',
      'عاملة منزلية',
      'Housemaid',
      'أنثى',
      'مفعلة',
    ]);
    expect(rows[1]?.[5]).toBeInstanceOf(Date);
  });

  it('deletes a job nobody uses, and refuses one in use naming where', async () => {
    const job = await newJob();
    const [user] = await kit.t.database.db.select().from(users).where(eq(users.username, 'admin'));
    await expect(
      deleteJob(kit.t.database.db, user!.id, job.id, 'en-US', [
        { place: 'usage.candidates', count: async () => 3 },
      ]),
    ).rejects.toMatchObject({
      statusCode: 409,
      key: 'errors.inUse',
      options: { params: { places: 'HR pool candidates (3)' } },
    });
    const res = await remove(job.id);
    expect(res.statusCode).toBe(204);
    expect((await get(`/api/lookups/jobs/${job.id}`)).statusCode).toBe(404);
    expect(await actionsOf(job.id)).toEqual(['create', 'delete']);
  });

  it("refuses to delete a job a visa holds, naming the visas in the person's language", async () => {
    const job = await newJob();
    const { db } = kit.t.database;
    const [country] = await db.select().from(countries).limit(1);
    await db.insert(visas).values({
      number: `V-${job.id}`,
      employerId: '1012345678',
      countryId: country!.id,
      gender: 'FEMALE',
      jobId: job.id,
      issueDate: '2026-01-01',
      expiryDate: '2027-01-01',
    });
    const refused = await remove(job.id, { ...kit.admin, ...AR });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('التأشيرات (1)');
    expect((await get(`/api/lookups/jobs/${job.id}`)).statusCode).toBe(200);
  });

  it('refuses office (not ADMIN) on every lookup endpoint but the options', async () => {
    const job = await newJob();
    const payload = { code: 'OFFICE-1', nameAr: 'س', nameEn: 'x', allowedGender: 'ANY' };
    const calls = [
      { method: 'GET', url: '/api/lookups/jobs' },
      { method: 'GET', url: '/api/lookups/jobs/export?format=csv' },
      { method: 'GET', url: `/api/lookups/jobs/${job.id}` },
      { method: 'POST', url: '/api/lookups/jobs', payload },
      { method: 'PUT', url: `/api/lookups/jobs/${job.id}`, payload },
      { method: 'POST', url: `/api/lookups/jobs/${job.id}/deactivate` },
      { method: 'POST', url: `/api/lookups/jobs/${job.id}/activate` },
      { method: 'DELETE', url: `/api/lookups/jobs/${job.id}` },
    ] as const;
    await expectRefused(calls);
    expect((await get(`/api/lookups/jobs/${job.id}`)).json()).toMatchObject({ code: job.code, active: true });
    expect((await get('/api/lookups/jobs/options', kit.office)).statusCode).toBe(200);
  });

  it('lets an admin with LOOKUP READ only read, not write', async () => {
    const [user] = await kit.t.database.db.select().from(users).where(eq(users.username, 'admin'));
    await kit.t.database.db
      .update(memberships)
      .set({ accessRights: [{ module: 'LOOKUP', access: 'READ' }] })
      .where(eq(memberships.userId, user!.id));
    try {
      expect((await get('/api/lookups/jobs')).statusCode).toBe(200);
      const res = await create({ code: 'READ-ONLY', nameAr: 'س', nameEn: 'x', allowedGender: 'ANY' });
      expect(res.statusCode).toBe(403);
    } finally {
      await kit.t.database.db
        .update(memberships)
        .set({ accessRights: [] })
        .where(eq(memberships.userId, user!.id));
    }
  });
});
