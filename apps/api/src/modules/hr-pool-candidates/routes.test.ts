import { CANDIDATE_COLUMN_LABELS } from '@portal/contracts/hr-pool/column-labels';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { todayInKingdom } from '@portal/contracts/constants';
import {
  addMonths,
  candidateListResponseSchema,
  candidateSchema,
  type Candidate,
} from '@portal/contracts/hr-pool/candidates';
import {
  candidates,
  fileContents,
  files,
  jobs,
  organizations,
  partnershipContracts,
  users,
} from '../../db/schema/index';
import {
  multipartBody,
  PDF_BYTES,
  type MultipartFile,
} from '../../platform/uploads/multipart-body.test-support';
import { currentVersion } from '../../test-support/current-version';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const AR = { 'accept-language': 'ar-SA' };
const EN = { 'accept-language': 'en-US' };
const BASE = '/api/hr-pool/candidates';

const yearsAgo = (years: number, days = 0) => {
  const date = new Date(`${addMonths(todayInKingdom(), -12 * years)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

let passportSeq = 0;
const nextPassport = () => `TP${String(Date.now()).slice(-6)}${String(++passportSeq).padStart(3, '0')}`;

/** A photo as a phone would send it: large, with EXIF (a camera make and a GPS-like comment). */
const cameraJpeg = () =>
  sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: 'SecretCam', ImageDescription: 'home address' } } })
    .toBuffer();
const smallPng = () =>
  sharp({ create: { width: 300, height: 500, channels: 4, background: '#3366ff' } })
    .png()
    .toBuffer();
const smallWebp = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#22aa66' } })
    .webp()
    .toBuffer();

describe('HR pool candidates API', () => {
  let t: TestApp;
  let uploads: string;
  let jobId: { housemaid: number; driver: number; cook: number };
  let orgId: Record<'office' | 'company' | 'agencyPh' | 'agencyId', number>;
  const headers: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    uploads = mkdtempSync(join(tmpdir(), 'candidates-uploads-'));
    process.env.UPLOADS_DIR = uploads;
    t = await createTestApp();
    for (const name of [
      'admin',
      'agency-ph',
      'agency-id',
      'office',
      'company',
      'fmol-ph',
      'embassy-ph',
      'sa-embassy',
      'samol',
    ])
      headers[name] = await t.headersFor(name);
    const jobRows = await t.database.db.select().from(jobs);
    const job = (code: string) => jobRows.find((row) => row.code === code)!.id;
    jobId = { housemaid: job('911101'), driver: job('832201'), cook: job('512001') };
    const orgOf = (name: string) => Number(headers[name]!['x-organization-id'] ?? Number.NaN);
    orgId = {
      office: orgOf('office'),
      company: orgOf('company'),
      agencyPh: orgOf('agency-ph'),
      agencyId: orgOf('agency-id'),
    };
  });
  afterAll(async () => {
    await t?.close();
    delete process.env.UPLOADS_DIR;
    rmSync(uploads, { recursive: true, force: true });
  });

  const data = (overrides: Record<string, unknown> = {}) => ({
    passportNumber: nextPassport(),
    passportExpiry: addMonths(todayInKingdom(), 30),
    nameAr: 'ماريا سانتوس',
    nameEn: 'Maria Santos',
    birthDate: yearsAgo(30),
    gender: 'FEMALE',
    religion: 'CHRISTIANITY',
    maritalStatus: 'SINGLE',
    jobId: jobId.housemaid,
    experienceYears: 4,
    languages: ['en', 'tl'],
    education: 'SECONDARY',
    expectedSalary: 1500,
    ...overrides,
  });

  const send = (
    method: 'POST' | 'PUT',
    url: string,
    user: string,
    body: unknown,
    documents: MultipartFile[] = [],
    language = EN,
  ) => {
    const form = multipartBody(body === undefined ? {} : { data: JSON.stringify(body) }, documents);
    return t.app.inject({
      method,
      url,
      headers: { ...headers[user], ...language, ...form.headers },
      payload: form.payload,
    });
  };
  const create = (user: string, body: unknown, documents?: MultipartFile[], language?: typeof EN) =>
    send('POST', BASE, user, body, documents, language);
  const get = (url: string, user: string, language = EN) =>
    t.app.inject({ method: 'GET', url, headers: { ...headers[user], ...language } });

  const created = async (
    user = 'agency-ph',
    overrides: Record<string, unknown> = {},
    documents?: MultipartFile[],
  ) => {
    const res = await create(user, data(overrides), documents);
    expect(res.statusCode, res.body).toBe(201);
    return candidateSchema.parse(res.json());
  };

  /** Rows, bytes and files that a refused save must not leave behind (nothing is written to disk). */
  const storedState = async () => {
    const { db } = t.database;
    const [fileRows] = await db.select({ n: count() }).from(files);
    const [contentRows] = await db.select({ n: count() }).from(fileContents);
    const [candidateRows] = await db.select({ n: count() }).from(candidates);
    const onDisk = (dir: string) => {
      try {
        return readdirSync(dir).filter((name) => name !== '.staging').length;
      } catch {
        return 0;
      }
    };
    return {
      files: fileRows!.n,
      contents: contentRows!.n,
      candidates: candidateRows!.n,
      disk: onDisk(uploads),
      staged: onDisk(join(uploads, '.staging')),
    };
  };

  describe('add, read and edit', () => {
    it('adds a candidate with a photo and a CV to the agency, its country the agency’s', async () => {
      const photo = await cameraJpeg();
      const candidate = await created('agency-ph', {}, [
        { name: 'photo', filename: 'maria.jpg', contentType: 'image/jpeg', bytes: photo },
        { name: 'cv', filename: 'maria-cv.pdf', contentType: 'application/pdf', bytes: PDF_BYTES },
      ]);
      expect(candidate).toMatchObject({
        agency: { id: orgId.agencyPh },
        country: { code3: 'PHL' },
        status: 'AVAILABLE',
        canEdit: true,
        rowVersion: 1,
        photo: { name: 'maria.jpg', contentType: 'image/jpeg' },
        cv: { name: 'maria-cv.pdf', contentType: 'application/pdf' },
      });

      const full = await get(`${BASE}/${candidate.id}/photo`, 'agency-ph');
      expect(full.statusCode).toBe(200);
      expect(full.headers['content-type']).toBe('image/jpeg');
      expect(full.headers['x-content-type-options']).toBe('nosniff');
      expect(String(full.headers['content-disposition'])).toMatch(/^inline; filename="maria.jpg"/);
      const fullMeta = await sharp(full.rawPayload).metadata();
      expect(Math.max(fullMeta.width, fullMeta.height)).toBe(1024);
      expect(fullMeta.exif).toBeUndefined();
      expect(full.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);

      const thumb = await get(`${BASE}/${candidate.id}/photo?size=thumb`, 'agency-ph');
      expect(thumb.statusCode).toBe(200);
      const thumbMeta = await sharp(thumb.rawPayload).metadata();
      expect(Math.max(thumbMeta.width, thumbMeta.height)).toBe(160);
      expect(thumbMeta.format).toBe('jpeg');
      expect(thumbMeta.exif).toBeUndefined();

      const cv = await get(`${BASE}/${candidate.id}/cv`, 'agency-ph');
      expect(cv.statusCode).toBe(200);
      expect(cv.headers['content-type']).toBe('application/pdf');
      expect(cv.headers['x-content-type-options']).toBe('nosniff');
      expect(String(cv.headers['content-disposition'])).toMatch(/^attachment; filename="maria-cv.pdf"/);
      expect(cv.rawPayload.equals(PDF_BYTES)).toBe(true);
    });

    it('takes PNG and WebP photos, stored as JPEG', async () => {
      for (const [name, bytes] of [
        ['face.png', await smallPng()],
        ['face.webp', await smallWebp()],
      ] as const) {
        const candidate = await created('agency-ph', {}, [{ name: 'photo', filename: name, bytes }]);
        expect(candidate.photo).toMatchObject({
          contentType: 'image/jpeg',
          name: name.replace(/\.\w+$/, '.jpg'),
        });
        expect(candidate.cv).toBeNull();
        const photo = await get(`${BASE}/${candidate.id}/photo`, 'agency-ph');
        expect((await sharp(photo.rawPayload).metadata()).format).toBe('jpeg');
      }
    });

    it('answers 404 for a document the candidate does not have', async () => {
      const candidate = await created();
      expect((await get(`${BASE}/${candidate.id}/photo`, 'agency-ph')).statusCode).toBe(404);
      expect((await get(`${BASE}/${candidate.id}/cv`, 'agency-ph')).statusCode).toBe(404);
    });

    it('edits with the row version read; a document not sent stays, a stale version is 409', async () => {
      const candidate = await created('agency-ph', {}, [
        { name: 'cv', filename: 'first.pdf', bytes: PDF_BYTES },
      ]);
      const { id, rowVersion } = candidate;
      const input = data({
        passportNumber: candidate.passportNumber,
        nameEn: 'Maria Cruz Santos',
        rowVersion,
      });
      const res = await send('PUT', `${BASE}/${id}`, 'agency-ph', input);
      expect(res.statusCode, res.body).toBe(200);
      const edited = candidateSchema.parse(res.json());
      expect(edited).toMatchObject({ name: { en: 'Maria Cruz Santos' }, rowVersion: rowVersion + 1 });
      expect(edited.cv?.id).toBe(candidate.cv?.id);

      const stale = await send('PUT', `${BASE}/${id}`, 'agency-ph', { ...input, nameEn: 'Someone Else' });
      expect(stale.statusCode).toBe(409);
      expect((await get(`${BASE}/${id}`, 'agency-ph')).json()).toMatchObject({
        name: { en: 'Maria Cruz Santos' },
      });

      const photo = await send('PUT', `${BASE}/${id}`, 'admin', { ...input, rowVersion: rowVersion + 1 }, [
        { name: 'photo', filename: 'new.png', bytes: await smallPng() },
      ]);
      expect(photo.statusCode, photo.body).toBe(200);
      expect(photo.json()).toMatchObject({ photo: { name: 'new.jpg' }, cv: { id: candidate.cv?.id } });

      const filesBefore = await storedState();
      const cvRes = await send(
        'PUT',
        `${BASE}/${id}`,
        'agency-ph',
        { ...input, rowVersion: rowVersion + 2 },
        [{ name: 'cv', filename: 'second.pdf', bytes: PDF_BYTES }],
      );
      expect(cvRes.statusCode, cvRes.body).toBe(200);
      expect(cvRes.json()).toMatchObject({ cv: { name: 'second.pdf' } });
      // The replaced CV's row and file are gone: as many documents as before.
      expect(await storedState()).toEqual(filesBefore);
      const [oldRow] = await t.database.db.select().from(files).where(eq(files.id, candidate.cv!.id));
      expect(oldRow).toBeUndefined();

      const history = await get(`/api/history/candidate/${id}`, 'agency-ph');
      expect(history.statusCode).toBe(200);
      const entries = history.json().items as { action: string; changes: Record<string, unknown> }[];
      expect(entries.map((entry) => entry.action)).toEqual(['update', 'update', 'update', 'create']);
      expect(entries[2]!.changes).toMatchObject({
        nameEn: { from: 'Maria Santos', to: 'Maria Cruz Santos' },
      });
      expect(Object.keys(entries[1]!.changes)).toContain('photoFileId');
      expect(Object.keys(entries[0]!.changes)).toEqual(['cvFileId']);
    });

    it('lets only admins and the owning agency edit, and only agencies add', async () => {
      const candidate = await created();
      const input = data({ passportNumber: candidate.passportNumber, rowVersion: candidate.rowVersion });
      expect((await send('PUT', `${BASE}/${candidate.id}`, 'agency-id', input)).statusCode).toBe(404);
      expect((await send('PUT', `${BASE}/${candidate.id}`, 'fmol-ph', input)).statusCode).toBe(403);
      expect((await send('PUT', `${BASE}/${candidate.id}`, 'office', input)).statusCode).toBe(403);
      expect((await create('admin', data())).statusCode).toBe(403);
      expect((await create('office', data())).statusCode).toBe(403);
      expect((await get(`${BASE}/${candidate.id}`, 'admin')).json()).toMatchObject({ canEdit: true });
      expect((await get(`${BASE}/${candidate.id}`, 'fmol-ph')).json()).toMatchObject({ canEdit: false });
    });

    it('answers 404 before a bad body for a candidate the caller may not edit', async () => {
      const candidate = await created();
      const res = await send('PUT', `${BASE}/${candidate.id}`, 'agency-id', { nameEn: 1 });
      expect(res.statusCode).toBe(404);
      const own = await send('PUT', `${BASE}/${candidate.id}`, 'agency-ph', { nameEn: 1 });
      expect(own.statusCode).toBe(400);
    });
  });

  describe('validation', () => {
    it('translates the contract’s field errors in English and Arabic', async () => {
      const bad = data({ passportNumber: 'ab', nameAr: 'Maria', nameEn: 'ماريا' });
      const en = await create('agency-ph', bad, [], EN);
      expect(en.statusCode).toBe(400);
      expect(en.json().fieldErrors).toMatchObject({
        passportNumber: ['Enter 6 to 12 capital letters and digits, as printed in the passport.'],
        nameAr: ['Use Arabic letters and spaces only.'],
        nameEn: ['Use English letters, spaces, apostrophes, hyphens and full stops only.'],
      });
      const ar = await create('agency-ph', bad, [], AR);
      expect(ar.json().fieldErrors.nameAr).toEqual(['استخدم الحروف العربية والمسافات فقط.']);
    });

    it('holds a job without its own range to 21 to 60 years', async () => {
      const young = await create('agency-ph', data({ birthDate: yearsAgo(18) }), [], EN);
      expect(young.statusCode).toBe(400);
      expect(young.json().fieldErrors.birthDate).toEqual([
        'For this job the candidate must be 21 to 60 years old.',
      ]);
      const old = await create('agency-ph', data({ birthDate: yearsAgo(61) }), [], AR);
      expect(old.json().fieldErrors.birthDate).toEqual([
        'يجب أن يكون عمر المرشح لهذه المهنة بين 21 و60 سنة.',
      ]);
    });

    it('refuses a missing or unreadable data part', async () => {
      const missing = await create('agency-ph', undefined);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toContain('"data"');
      const form = multipartBody({ data: '{not json' });
      const res = await t.app.inject({
        method: 'POST',
        url: BASE,
        headers: { ...headers['agency-ph'], ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(400);
    });

    it('checks the job: active, its gender and its own age range', async () => {
      const { db } = t.database;
      const driver = await create('agency-ph', data({ jobId: jobId.driver }), [], EN);
      expect(driver.statusCode).toBe(400);
      expect(driver.json().fieldErrors.gender).toEqual(['This job is open to men only.']);
      const driverAr = await create('agency-ph', data({ jobId: jobId.driver }), [], AR);
      expect(driverAr.json().fieldErrors.gender).toEqual(['هذه المهنة للرجال فقط.']);
      expect((await create('agency-ph', data({ jobId: jobId.cook, gender: 'MALE' }))).statusCode).toBe(201);

      expect((await create('agency-ph', data({ jobId: 999_999 }))).json().fieldErrors.jobId).toEqual([
        'Choose an active job.',
      ]);

      await db.update(jobs).set({ minAge: 25, maxAge: 35 }).where(eq(jobs.id, jobId.cook));
      try {
        const young = await create('agency-ph', data({ jobId: jobId.cook, birthDate: yearsAgo(23) }), [], AR);
        expect(young.statusCode).toBe(400);
        expect(young.json().fieldErrors.birthDate).toEqual([
          'يجب أن يكون عمر المرشح لهذه المهنة بين 25 و35 سنة.',
        ]);
        const old = await create('agency-ph', data({ jobId: jobId.cook, birthDate: yearsAgo(40) }));
        expect(old.json().fieldErrors.birthDate).toEqual([
          'For this job the candidate must be 25 to 35 years old.',
        ]);
        expect(
          (await create('agency-ph', data({ jobId: jobId.cook, birthDate: yearsAgo(35) }))).statusCode,
        ).toBe(201);
        await db.update(jobs).set({ minAge: null, maxAge: 55 }).where(eq(jobs.id, jobId.cook));
        expect(
          (await create('agency-ph', data({ jobId: jobId.cook, birthDate: yearsAgo(21) }))).statusCode,
        ).toBe(201);
        expect(
          (await create('agency-ph', data({ jobId: jobId.cook, birthDate: yearsAgo(56) }))).statusCode,
        ).toBe(400);

        const holder = await created('agency-ph', { jobId: jobId.cook, birthDate: yearsAgo(30) });
        await db
          .update(jobs)
          .set({ minAge: null, maxAge: null, active: false })
          .where(eq(jobs.id, jobId.cook));
        const inactive = await create('agency-ph', data({ jobId: jobId.cook }));
        expect(inactive.json().fieldErrors.jobId).toEqual(['Choose an active job.']);
        // A candidate keeps a job that was deactivated after it was chosen.
        const kept = await send('PUT', `${BASE}/${holder.id}`, 'agency-ph', {
          ...data({ passportNumber: holder.passportNumber, jobId: jobId.cook, experienceYears: 9 }),
          rowVersion: holder.rowVersion,
        });
        expect(kept.statusCode, kept.body).toBe(200);
      } finally {
        await db
          .update(jobs)
          .set({ minAge: null, maxAge: null, active: true })
          .where(eq(jobs.id, jobId.cook));
      }
    });

    it('refuses a passport already in the pool of the country (409 on passportNumber), in both languages', async () => {
      const first = await created();
      const before = await storedState();
      const again = await create('agency-ph', data({ passportNumber: first.passportNumber.toLowerCase() }), [
        { name: 'cv', filename: 'cv.pdf', bytes: PDF_BYTES },
      ]);
      expect(again.statusCode).toBe(409);
      expect(again.json().fieldErrors).toEqual({
        passportNumber: ['A candidate with this passport number already exists.'],
      });
      const ar = await create('agency-ph', data({ passportNumber: first.passportNumber }), [], AR);
      expect(ar.json().fieldErrors.passportNumber).toEqual(['يوجد مرشح بنفس رقم جواز السفر.']);
      expect(await storedState()).toEqual(before);
      // Another country's pool may hold the same passport number.
      expect((await create('agency-id', data({ passportNumber: first.passportNumber }))).statusCode).toBe(
        201,
      );

      const other = await created();
      const edit = await send('PUT', `${BASE}/${other.id}`, 'agency-ph', {
        ...data({ passportNumber: first.passportNumber }),
        rowVersion: other.rowVersion,
      });
      expect(edit.statusCode).toBe(409);
      expect(edit.json().fieldErrors.passportNumber).toEqual([
        'A candidate with this passport number already exists.',
      ]);
    });

    it('gives one of two saves racing for a passport the 409, leaving no file of the loser', async () => {
      const before = await storedState();
      const input = data();
      const results = await Promise.all(
        [1, 2].map(() => create('agency-ph', input, [{ name: 'cv', filename: 'cv.pdf', bytes: PDF_BYTES }])),
      );
      expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      const loser = results.find((res) => res.statusCode === 409)!;
      expect(loser.json().fieldErrors.passportNumber).toEqual([
        'A candidate with this passport number already exists.',
      ]);
      const after = await storedState();
      expect(after).toEqual({
        ...before,
        files: before.files + 1,
        contents: before.contents + 1,
        candidates: before.candidates + 1,
      });
    });
  });

  /** An admin sets the candidate document limits (the `candidateDocumentLimits` setting). */
  const setLimits = async (value: { photoMb: number; cvMb: number }) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/settings/candidateDocumentLimits',
      headers: { ...headers.admin, ...EN },
      payload: {
        value,
        rowVersion: await currentVersion(t.database.db, '/api/settings/candidateDocumentLimits'),
      },
    });

  describe('document limits', () => {
    it('answers the current limits to agencies and admins, the defaults until an admin changes them', async () => {
      for (const user of ['agency-ph', 'admin']) {
        const res = await get(`${BASE}/limits`, user);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ photoMb: 2, cvMb: 5 });
      }
      try {
        expect((await setLimits({ photoMb: 3, cvMb: 12 })).statusCode).toBe(200);
        expect((await get(`${BASE}/limits`, 'agency-ph')).json()).toEqual({ photoMb: 3, cvMb: 12 });
      } finally {
        await setLimits({ photoMb: 2, cvMb: 5 });
      }
      for (const user of ['office', 'fmol-ph', 'samol'])
        expect((await get(`${BASE}/limits`, user)).statusCode, user).toBe(403);
    });
  });

  describe('documents refused, nothing stored', () => {
    let before: Awaited<ReturnType<typeof storedState>>;
    beforeEach(async () => {
      before = await storedState();
    });
    const expectNothingStored = async () => expect(await storedState()).toEqual(before);

    it('a JPEG sent as the CV named x.pdf', async () => {
      const res = await create('agency-ph', data(), [
        { name: 'cv', filename: 'x.pdf', contentType: 'application/pdf', bytes: await cameraJpeg() },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ cv: ['The CV must be a PDF document.'] });
      await expectNothingStored();
    });

    it('a PDF sent as the photo named x.jpg (in Arabic)', async () => {
      const res = await create(
        'agency-ph',
        data(),
        [{ name: 'photo', filename: 'x.jpg', contentType: 'image/jpeg', bytes: PDF_BYTES }],
        AR,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ photo: ['يجب أن تكون الصورة بصيغة JPEG أو PNG أو WebP.'] });
      await expectNothingStored();
    });

    it('an empty CV and a PDF CV named as a picture', async () => {
      const empty = await create('agency-ph', data(), [
        { name: 'cv', filename: 'cv.pdf', bytes: Buffer.alloc(0) },
      ]);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fieldErrors).toEqual({
        cv: ['The file "cv.pdf" is empty (0 bytes): choose the file again.'],
      });
      const renamed = await create('agency-ph', data(), [
        { name: 'cv', filename: 'cv.png', bytes: PDF_BYTES },
      ]);
      expect(renamed.statusCode).toBe(400);
      expect(renamed.json().fieldErrors).toEqual({
        cv: [
          'The file "cv.png" is a PDF file, which its name or type does not say: choose the right file or rename it.',
        ],
      });
      await expectNothingStored();
    });

    it('a photo that starts like a JPEG but is not one', async () => {
      const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
      const res = await create('agency-ph', data(), [{ name: 'photo', filename: 'x.jpg', bytes: fake }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ photo: ['The photo could not be read as an image.'] });
      await expectNothingStored();
    });

    it('a 50 MB file: a clean 413 naming the limit', async () => {
      const huge = Buffer.alloc(50 * 1_048_576, 0x25);
      const res = await create('agency-ph', data(), [{ name: 'cv', filename: 'huge.pdf', bytes: huge }]);
      expect(res.statusCode).toBe(413);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json().fieldErrors).toEqual({ cv: ['The CV is larger than 5 MB.'] });
      const photo = await create(
        'agency-ph',
        data(),
        [{ name: 'photo', filename: 'big.jpg', bytes: Buffer.alloc(3 * 1_048_576, 1) }],
        AR,
      );
      expect(photo.statusCode).toBe(413);
      expect(photo.json().fieldErrors).toEqual({ photo: ['حجم الصورة أكبر من 2 ميغابايت.'] });
      await expectNothingStored();
    });

    it('a photo over the limit an admin lowered to 1 MB: 413 naming 1 MB, in both languages', async () => {
      const photo = [{ name: 'photo', filename: 'mid.jpg', bytes: Buffer.alloc(1.5 * 1_048_576, 1) }];
      const lowered = await setLimits({ photoMb: 1, cvMb: 5 });
      try {
        expect(lowered.statusCode, lowered.body).toBe(200);
        const en = await create('agency-ph', data(), photo);
        expect(en.statusCode).toBe(413);
        expect(en.json()).toMatchObject({
          message: 'The photo is larger than 1 MB.',
          fieldErrors: { photo: ['The photo is larger than 1 MB.'] },
        });
        const ar = await create('agency-ph', data(), photo, AR);
        expect(ar.statusCode).toBe(413);
        expect(ar.json().fieldErrors).toEqual({ photo: ['حجم الصورة أكبر من 1 ميغابايت.'] });
        await expectNothingStored();
      } finally {
        await setLimits({ photoMb: 2, cvMb: 5 });
      }
      // Under the default 2 MB the same bytes pass the size check and are refused as not an image.
      const res = await create('agency-ph', data(), photo);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ photo: ['The photo must be a JPEG, PNG or WebP image.'] });
      await expectNothingStored();
    });

    it.each(['../x.pdf', 'a/b.pdf', 'a\\b.pdf', '..\\..\\etc\\x.pdf'])(
      'a file name with a path: %s',
      async (name) => {
        const res = await create('agency-ph', data(), [{ name: 'cv', filename: name, bytes: PDF_BYTES }]);
        expect(res.statusCode).toBe(400);
        expect(res.json().fieldErrors).toEqual({
          cv: ['The file name must not contain a path (/, \\ or ..).'],
        });
        await expectNothingStored();
      },
    );

    it('a file under another name', async () => {
      const res = await create('agency-ph', data(), [
        { name: 'passport', filename: 'p.pdf', bytes: PDF_BYTES },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.passport).toHaveLength(1);
      await expectNothingStored();
    });

    it('an edit with a refused document keeps the candidate as it was', async () => {
      const candidate = await created();
      before = await storedState();
      const res = await send(
        'PUT',
        `${BASE}/${candidate.id}`,
        'agency-ph',
        {
          ...data({ passportNumber: candidate.passportNumber, nameEn: 'Changed' }),
          rowVersion: candidate.rowVersion,
        },
        [{ name: 'cv', filename: 'x.pdf', bytes: await smallPng() }],
      );
      expect(res.statusCode).toBe(400);
      await expectNothingStored();
      expect((await get(`${BASE}/${candidate.id}`, 'agency-ph')).json()).toMatchObject({
        name: { en: 'Maria Santos' },
        rowVersion: candidate.rowVersion,
      });
    });
  });

  describe('a real HTTP request over the limit', () => {
    it('is read to its end and answered 413 in JSON (no reset connection)', async () => {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const before = await storedState();
      const form = multipartBody({ data: JSON.stringify(data()) }, [
        { name: 'cv', filename: 'huge.pdf', bytes: Buffer.alloc(50 * 1_048_576, 0x25) },
      ]);
      const res = await fetch(`${address}${BASE}`, {
        method: 'POST',
        headers: { ...headers['agency-ph'], ...form.headers },
        body: form.payload,
      });
      expect(res.status).toBe(413);
      expect(((await res.json()) as { fieldErrors: unknown }).fieldErrors).toEqual({
        cv: ['The CV is larger than 5 MB.'],
      });
      expect(await storedState()).toEqual(before);
    });
  });

  describe('visibility', () => {
    let ph: Candidate;
    let phProcessing: Candidate;
    let idn: Candidate;
    beforeAll(async () => {
      ph = await created('agency-ph', {}, [{ name: 'cv', filename: 'cv.pdf', bytes: PDF_BYTES }]);
      phProcessing = await created('agency-ph');
      await t.database.db
        .update(candidates)
        .set({ status: 'PROCESSING' })
        .where(eq(candidates.id, phProcessing.id));
      idn = await created('agency-id', { nameAr: 'سيتي', nameEn: 'Siti Rahma', religion: 'ISLAM' });
    });

    const sees = async (user: string, candidate: Candidate) => {
      const record = await get(`${BASE}/${candidate.id}`, user);
      const history = await get(`/api/history/candidate/${candidate.id}`, user);
      const listed = candidateListResponseSchema.parse((await get(`${BASE}?size=100`, user)).json());
      const inList = listed.items.some((item) => item.id === candidate.id);
      expect(history.statusCode).toBe(record.statusCode);
      expect(inList).toBe(record.statusCode === 200);
      return record.statusCode;
    };

    it('an agency sees its own candidates only', async () => {
      expect(await sees('agency-ph', ph)).toBe(200);
      expect(await sees('agency-ph', phProcessing)).toBe(200);
      expect(await sees('agency-ph', idn)).toBe(404);
      expect(await sees('agency-id', idn)).toBe(200);
      expect(await sees('agency-id', ph)).toBe(404);
      expect((await get(`${BASE}/${ph.id}/cv`, 'agency-id')).statusCode).toBe(404);
    });

    it('the ministry and the foreign embassy see their country’s candidates', async () => {
      expect(await sees('fmol-ph', ph)).toBe(200);
      expect(await sees('fmol-ph', phProcessing)).toBe(200);
      expect(await sees('fmol-ph', idn)).toBe(404);
      expect(await sees('embassy-ph', ph)).toBe(200);
      expect(await sees('embassy-ph', idn)).toBe(404);
      expect((await get(`${BASE}/${ph.id}/cv`, 'embassy-ph')).statusCode).toBe(200);
    });

    it('admins see all; roles outside the rule get 403', async () => {
      expect(await sees('admin', ph)).toBe(200);
      expect(await sees('admin', idn)).toBe(200);
      expect((await get(`${BASE}/${ph.id}`, 'samol')).statusCode).toBe(403);
      expect((await get(BASE, 'sa-embassy')).statusCode).toBe(403);
    });

    it('an office sees the AVAILABLE candidates of agencies only while their contract is ACTIVE', async () => {
      const { db } = t.database;
      const contracts = await db
        .select()
        .from(partnershipContracts)
        .where(
          and(
            eq(partnershipContracts.officeId, orgId.office),
            eq(partnershipContracts.agencyId, orgId.agencyPh),
            eq(partnershipContracts.status, 'ACTIVE'),
          ),
        );
      expect(contracts.length).toBeGreaterThan(0);
      const ids = contracts.map((contract) => contract.id);
      expect(await sees('office', ph)).toBe(200);
      expect(await sees('office', phProcessing)).toBe(404);
      // office also holds an ACTIVE contract with agency-id (the demo's Indonesian requests).
      expect(await sees('office', idn)).toBe(200);
      expect((await get(`${BASE}/${ph.id}/cv`, 'office')).statusCode).toBe(200);
      // company holds an ACTIVE contract with agency-id, not with agency-ph.
      expect(await sees('company', ph)).toBe(404);
      expect(await sees('company', idn)).toBe(200);

      for (const status of ['PENDING_CANCELLATION', 'CANCELLED'] as const) {
        await db.update(partnershipContracts).set({ status }).where(inArray(partnershipContracts.id, ids));
        expect(await sees('office', ph)).toBe(404);
        expect((await get(`${BASE}/${ph.id}/cv`, 'office')).statusCode).toBe(404);
      }
      await db
        .update(partnershipContracts)
        .set({ status: 'ACTIVE' })
        .where(inArray(partnershipContracts.id, ids));
      expect(await sees('office', ph)).toBe(200);
    });

    it('exports only what the caller sees, in the caller’s language', async () => {
      const csv = await get(`${BASE}/export?format=csv`, 'agency-id', AR);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toMatch(/text\/csv/);
      expect(String(csv.headers['content-disposition'])).toMatch(/^attachment;/);
      // Headed as the screen's table heads the same columns (one label per column).
      expect(csv.body).toContain(
        `${CANDIDATE_COLUMN_LABELS.passportNumber['ar-SA']},${CANDIDATE_COLUMN_LABELS.nameEn['ar-SA']}`,
      );
      expect(csv.body).toContain(idn.passportNumber);
      expect(csv.body).not.toContain(ph.passportNumber);
      const list = candidateListResponseSchema.parse((await get(`${BASE}?size=1`, 'agency-id')).json());
      expect(csv.body.trim().split('\n')).toHaveLength(list.total + 1);

      const xlsx = await get(`${BASE}/export?format=xlsx&statuses=PROCESSING`, 'agency-ph');
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
      expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    });
  });

  describe('list', () => {
    it('pages newest first, filters by country, gender, career and status, with an exact total', async () => {
      const res = await get(`${BASE}`, 'admin');
      const page = candidateListResponseSchema.parse(res.json());
      expect(page.size).toBe(10);
      expect(page.totalIsEstimate).toBe(false);
      const ids = page.items.map((item) => item.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));

      const men = await created('agency-ph', {
        gender: 'MALE',
        jobId: jobId.driver,
        nameEn: 'Jose Reyes',
        nameAr: 'خوسيه',
      });
      const [phl] = await t.database.db
        .select({ countryId: organizations.countryId })
        .from(organizations)
        .where(eq(organizations.id, orgId.agencyPh));
      const filtered = candidateListResponseSchema.parse(
        (
          await get(
            `${BASE}?countryIds=${phl!.countryId}&gender=MALE&careers=${jobId.driver},${jobId.cook}&statuses=AVAILABLE&size=100`,
            'admin',
          )
        ).json(),
      );
      expect(filtered.items.map((item) => item.id)).toContain(men.id);
      expect(
        filtered.items.every(
          (item) => item.gender === 'MALE' && item.country.code3 === 'PHL' && item.status === 'AVAILABLE',
        ),
      ).toBe(true);
      const [exact] = await t.database.db
        .select({ n: count() })
        .from(candidates)
        .where(
          and(
            eq(candidates.countryId, phl!.countryId!),
            eq(candidates.gender, 'MALE'),
            inArray(candidates.jobId, [jobId.driver, jobId.cook]),
            eq(candidates.status, 'AVAILABLE'),
          ),
        );
      expect(filtered.total).toBe(exact!.n);

      const byPassport = candidateListResponseSchema.parse(
        (await get(`${BASE}?q=${men.passportNumber.slice(0, 8).toLowerCase()}`, 'admin')).json(),
      );
      expect(byPassport.items.map((item) => item.id)).toContain(men.id);
      const byName = candidateListResponseSchema.parse(
        (await get(`${BASE}?q=reyes&size=100`, 'admin')).json(),
      );
      expect(byName.items.map((item) => item.id)).toContain(men.id);
      expect(byName.items.every((item) => /reyes/i.test(item.name.en))).toBe(true);

      const sorted = candidateListResponseSchema.parse(
        (await get(`${BASE}?sort=nameEn&dir=asc&size=100`, 'admin')).json(),
      );
      const names = sorted.items.map((item) => item.name.en);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });

    it('reads the next page after the last id of the previous one: the same rows as by offset, per role', async () => {
      for (let i = 0; i < 7; i += 1)
        await created('agency-ph', i % 3 === 0 ? { gender: 'MALE', jobId: jobId.driver } : {});
      const [phl] = await t.database.db
        .select({ countryId: organizations.countryId })
        .from(organizations)
        .where(eq(organizations.id, orgId.agencyPh));
      const list = async (user: string, query: string) => {
        const res = await get(`${BASE}?${query}`, user);
        expect(res.statusCode, res.body).toBe(200);
        return candidateListResponseSchema.parse(res.json());
      };
      const filters = [
        '',
        `countryIds=${phl!.countryId}&gender=FEMALE&careers=${jobId.housemaid}&statuses=AVAILABLE`,
        'sort=createdAt&dir=asc',
        'sort=createdAt&dir=desc&statuses=AVAILABLE,PROCESSING',
      ];
      for (const user of ['admin', 'agency-ph', 'office', 'fmol-ph']) {
        for (const filter of filters) {
          const byOffset: number[] = [];
          const byCursor: number[] = [];
          let after: number | undefined;
          for (let page = 0; page < 4; page += 1) {
            const query = `${filter}&size=3&page=${page}`;
            const offsetPage = await list(user, query);
            const cursorPage = await list(user, after === undefined ? query : `${query}&after=${after}`);
            expect(cursorPage).toMatchObject({
              page,
              size: 3,
              total: offsetPage.total,
              totalIsEstimate: offsetPage.totalIsEstimate,
            });
            byOffset.push(...offsetPage.items.map((item) => item.id));
            byCursor.push(...cursorPage.items.map((item) => item.id));
            after = cursorPage.items.at(-1)?.id ?? after;
          }
          expect(byCursor, `${user} ${filter}`).toEqual(byOffset);
          const everything = await list(user, `${filter}&size=100`);
          expect(byOffset, `${user} ${filter}`).toEqual(everything.items.slice(0, 12).map((item) => item.id));
        }
      }
      // An agency's cursor never reaches another agency's candidates, whatever id it names.
      const own = await list('agency-id', 'size=100');
      const afterPh = await list('agency-id', 'size=100&after=2000000000');
      expect(afterPh.items.map((item) => item.id)).toEqual(own.items.map((item) => item.id));
    });

    it('pages by offset with another sort, whatever cursor comes along', async () => {
      const query = `${BASE}?sort=nameEn&dir=desc&size=2&page=1`;
      const byOffset = candidateListResponseSchema.parse((await get(query, 'admin')).json());
      const withCursor = candidateListResponseSchema.parse(
        (await get(`${query}&after=${byOffset.items[0]!.id}`, 'admin')).json(),
      );
      expect(withCursor.items.map((item) => item.id)).toEqual(byOffset.items.map((item) => item.id));
    });

    it('refuses an unknown filter value', async () => {
      expect((await get(`${BASE}?after=0`, 'admin')).statusCode).toBe(400);
      expect((await get(`${BASE}?after=x`, 'admin')).statusCode).toBe(400);
      expect((await get(`${BASE}?statuses=GONE`, 'admin')).statusCode).toBe(400);
      expect((await get(`${BASE}?size=1000`, 'admin')).statusCode).toBe(400);
    });
  });

  describe('past 10,000 candidates', () => {
    it('counts exactly to 10,000 and estimates beyond, flagged; a narrow filter stays exact', async () => {
      const { db } = t.database;
      const agency = headers['agency-id']!;
      const [org] = await db
        .select({ id: organizations.id, countryId: organizations.countryId })
        .from(organizations)
        .where(eq(organizations.id, Number(agency['x-organization-id'])));
      const [creator] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'agency-id'));
      const employeesBefore = candidateListResponseSchema.parse(
        (await get(`${BASE}?statuses=EMPLOYEE`, 'agency-id')).json(),
      ).total;
      await db.execute(sql`
        insert into candidates (agency_id, country_id, passport_number, passport_expiry, name_ar, name_en,
          birth_date, gender, religion, marital_status, job_id, education, expected_salary, status,
          created_by, updated_by)
        select ${org!.id}, ${org!.countryId}, 'BULK' || lpad(g::text, 6, '0'), ${addMonths(todayInKingdom(), 24)}::date,
          'مرشح', 'Bulk Candidate', ${yearsAgo(30)}::date, 'FEMALE', 'ISLAM', 'SINGLE', ${jobId.housemaid},
          'SECONDARY', 1200, case when g % 1000 = 0 then 'EMPLOYEE' else 'AVAILABLE' end,
          ${creator!.id}, ${creator!.id}
        from generate_series(1, 10050) g`);
      await db.execute(sql`analyze candidates`);

      const all = candidateListResponseSchema.parse((await get(BASE, 'agency-id')).json());
      expect(all.totalIsEstimate).toBe(true);
      expect(all.total).toBeGreaterThan(10_000);
      expect(all.items).toHaveLength(10);
      const ids = all.items.map((item) => item.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));

      const employees = candidateListResponseSchema.parse(
        (await get(`${BASE}?statuses=EMPLOYEE`, 'agency-id')).json(),
      );
      expect(employees).toMatchObject({ total: employeesBefore + 10, totalIsEstimate: false });
      const [owned] = await db
        .select({ n: count() })
        .from(candidates)
        .where(eq(candidates.agencyId, org!.id));
      const csv = await get(`${BASE}/export?format=csv`, 'agency-id');
      expect(csv.statusCode).toBe(200);
      const lines = csv.body.trim().split('\n').slice(1);
      expect(lines).toHaveLength(owned!.n);
      const passports = lines.map((line) => line.split(',')[0]);
      expect(new Set(passports).size).toBe(owned!.n);
      expect(passports[0]).toBe('BULK010050');
      const ascending = await get(`${BASE}/export?format=csv&sort=createdAt&dir=asc&q=BULK`, 'agency-id');
      const ascendingLines = ascending.body.trim().split('\n').slice(1);
      expect(ascendingLines).toHaveLength(10_050);
      expect(ascendingLines[0]!.split(',')[0]).toBe('BULK000001');
      const byName = await get(`${BASE}/export?format=csv&sort=nameEn&statuses=EMPLOYEE`, 'agency-id');
      expect(byName.body.trim().split('\n')).toHaveLength(employeesBefore + 11);
      const lastPage = candidateListResponseSchema.parse(
        (await get(`${BASE}?page=1005&size=10`, 'agency-id')).json(),
      );
      expect(lastPage.items.length).toBeGreaterThan(0);

      // Deep pages: the same rows by offset and after the previous page's last id; the total there
      // is not counted again (the page already ends past 10,000), at least the rows up to it.
      const deepQuery = `${BASE}?statuses=AVAILABLE&size=10&page=1003`;
      const before = candidateListResponseSchema.parse(
        (await get(`${BASE}?statuses=AVAILABLE&size=10&page=1002`, 'agency-id')).json(),
      );
      const deepByOffset = candidateListResponseSchema.parse((await get(deepQuery, 'agency-id')).json());
      const deepByCursor = candidateListResponseSchema.parse(
        (await get(`${deepQuery}&after=${before.items.at(-1)!.id}`, 'agency-id')).json(),
      );
      expect(deepByOffset.items).toHaveLength(10);
      expect(deepByCursor.items.map((item) => item.id)).toEqual(deepByOffset.items.map((item) => item.id));
      for (const deep of [deepByOffset, deepByCursor]) {
        expect(deep).toMatchObject({ page: 1003, totalIsEstimate: true });
        expect(deep.total).toBeGreaterThanOrEqual(10_040);
      }
    });
  });

  it('keeps the users who added and changed a candidate', async () => {
    const candidate = await created();
    const [row] = await t.database.db.select().from(candidates).where(eq(candidates.id, candidate.id));
    const [user] = await t.database.db.select().from(users).where(eq(users.id, row!.createdBy));
    expect(user?.username).toBe('agency-ph');
  });
});
