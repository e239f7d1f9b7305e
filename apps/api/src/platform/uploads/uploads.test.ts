import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { todayInKingdom } from '@portal/contracts/constants';
import { fileContents, files } from '../../db/schema/index';
import { translate } from '../../i18n/catalogue';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { multipartBody, PDF_BYTES, type MultipartFile } from './multipart-body.test-support';
import { solvedCaptcha, submitRegistration } from '../../test-support/registrations';
import { createFileStore } from './store';

const REGISTRATION = {
  organizationType: 'EPRO',
  nameAr: 'وكالة الأمل',
  nameEn: 'Al Amal Agency',
  countryId: '1',
  licenseNumber: 'PH-2026-90',
  contactName: 'Ana Cruz',
  contactPhone: '+63 912 345 0000',
  email: 'ana@alamal.example',
};
const future = (days: number) => todayInKingdom(new Date(Date.now() + days * 86_400_000));
const pdf = (name: string, filename = 'paper.pdf'): MultipartFile => ({ name, filename, bytes: PDF_BYTES });

/** Every file under the uploads folder of earlier versions: nothing is written there any more. */
const filesOn = async (directory: string): Promise<string[]> =>
  (await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

describe('uploads', () => {
  let t: TestApp;
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'portal-uploads-test-'));
    process.env.UPLOADS_DIR = directory;
    process.env.CAPTCHA_MAX_NUMBER = '2000';
    t = await createTestApp();
  });
  afterAll(async () => {
    delete process.env.UPLOADS_DIR;
    delete process.env.CAPTCHA_MAX_NUMBER;
    await t?.close();
    await rm(directory, { recursive: true, force: true });
  });

  const register = (fields: Record<string, string>, documents: MultipartFile[] = []) =>
    submitRegistration(t, fields, documents);
  const solved = () => solvedCaptcha(t);
  const licence = async (
    fields: Record<string, string>,
    documents: MultipartFile[],
    headers: Record<string, string> = {},
  ) => {
    const body = multipartBody(fields, documents);
    return t.app.inject({
      method: 'POST',
      url: '/api/licenseRequests',
      headers: { ...(await t.headersFor('agency-ph')), ...body.headers, ...headers },
      payload: body.payload,
    });
  };

  const contentOf = async (id: string) =>
    (await t.database.db.select().from(fileContents).where(eq(fileContents.fileId, id)))[0]?.bytes;

  it('keeps the documents of an accepted registration in the database, nothing on disk', async () => {
    const before = await filesOn(directory);
    const ok = await register({ ...REGISTRATION, captcha: await solved() }, [pdf('documents')]);
    expect(ok.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(files).orderBy(desc(files.createdAt)).limit(1);
    expect(row?.size).toBe(PDF_BYTES.length);
    expect(await contentOf(row?.id ?? '')).toEqual(PDF_BYTES);
    expect(await filesOn(directory)).toEqual(before);
  });

  it('leaves no file behind when a registration fails: a replayed captcha, a bad second document', async () => {
    const captcha = await solved();
    expect((await register({ ...REGISTRATION, captcha })).statusCode).toBe(201);
    const count = async () =>
      (await t.database.db.select({ id: fileContents.fileId }).from(fileContents)).length;
    const before = await count();
    const replay = await register({ ...REGISTRATION, captcha }, [pdf('documents'), pdf('documents')]);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toMatch(/captcha/);
    const text = { name: 'documents', filename: 'x.pdf', bytes: Buffer.from('not a pdf') };
    const badSecond = await register({ ...REGISTRATION, captcha: await solved() }, [pdf('documents'), text]);
    expect(badSecond.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('keeps neither row nor bytes when the transaction fails', async () => {
    const store = createFileStore(directory);
    let storedId = '';
    await expect(
      store.saveWith(
        t.database.db,
        [{ field: 'document', filename: 'a.pdf', bytes: PDF_BYTES }],
        null,
        async (_tx, [file]) => {
          storedId = file?.id ?? '';
          throw new Error('the request row could not be written');
        },
      ),
    ).rejects.toThrow('could not be written');
    expect(storedId).not.toBe('');
    expect(await t.database.db.select().from(files).where(eq(files.id, storedId))).toEqual([]);
    expect(await contentOf(storedId)).toBeUndefined();
  });

  const download = async (url: string, language = 'en-US') =>
    t.app.inject({ url, headers: { ...(await t.headersFor('company')), 'accept-language': language } });

  it('answers a document whose bytes are lost with a translated 404, never a 500', async () => {
    // The company's licence request (agency-ph's is another test's: one open request each).
    const res = await licence({ licenseNumber: 'CO-LOST', licenseDate: future(300) }, [pdf('document')], {
      ...(await t.headersFor('company')),
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as { id: number; document: { id: string } };
    const fileId = created.document.id;
    const url = `/api/licenseRequests/${created.id}/document`;
    expect((await download(url)).rawPayload).toEqual(PDF_BYTES);
    await t.database.db.delete(fileContents).where(eq(fileContents.fileId, fileId));
    const en = await download(url);
    expect(en.statusCode).toBe(404);
    expect(en.json().message).toBe(translate('en-US', 'errors.notFound'));
    const ar = await download(url, 'ar-SA');
    expect(ar.statusCode).toBe(404);
    expect(ar.json().message).toBe(translate('ar-SA', 'errors.notFound'));
  });

  /** A document saved through the store and the store's download of it, outside any module. */
  const storeKit = async (bytes: Buffer, readChunkBytes?: number) => {
    const store = createFileStore(directory, readChunkBytes ? { readChunkBytes } : {});
    const [info] = await store.saveWith(
      t.database.db,
      [{ field: 'document', filename: 'paper.pdf', bytes }],
      null,
      async (_tx, stored) => stored,
    );
    const fileId = info?.id ?? '';
    const app = Fastify();
    app.get('/file', (_request, reply) => store.send(t.database.db, reply, fileId));
    return { fileId, fetch: () => app.inject({ url: '/file' }), close: () => app.close() };
  };

  it('moves a document an earlier version kept on disk into the database on its first download', async () => {
    const kit = await storeKit(PDF_BYTES);
    try {
      // As an earlier version left it: the row, the bytes in the uploads folder only.
      await t.database.db.delete(fileContents).where(eq(fileContents.fileId, kit.fileId));
      const onDisk = join(directory, `${kit.fileId}.pdf`);
      await writeFile(onDisk, PDF_BYTES);
      const first = await kit.fetch();
      expect(first.statusCode).toBe(200);
      expect(first.rawPayload).toEqual(PDF_BYTES);
      expect(await contentOf(kit.fileId)).toEqual(PDF_BYTES);
      expect(await filesOn(directory)).not.toContain(onDisk);
      const again = await kit.fetch();
      expect(again.rawPayload).toEqual(PDF_BYTES);
    } finally {
      await kit.close();
    }
  });

  it('streams a document larger than one read in chunks, byte for byte', async () => {
    const chunk = 64 * 1024;
    const big = Buffer.concat([PDF_BYTES, randomBytes(chunk * 3 + 12_345)]);
    const kit = await storeKit(big, chunk);
    try {
      const res = await kit.fetch();
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-length']).toBe(String(big.length));
      expect(res.rawPayload.equals(big)).toBe(true);
    } finally {
      await kit.close();
    }
  });

  it('strips bidirectional controls from stored and shown file names', async () => {
    const res = await licence({ licenseNumber: 'PH-BIDI', licenseDate: future(300) }, [
      pdf('document', 'invoice\u202Egpj\u2066\u200F\u061C.pdf'),
    ]);
    expect(res.statusCode).toBe(201);
    const { document } = res.json() as { id: number; document: { id: string; name: string } };
    expect(document.name).toBe('invoicegpj.pdf');
    const [row] = await t.database.db.select().from(files).where(eq(files.id, document.id));
    expect(row?.originalName).toBe('invoicegpj.pdf');
    const download = await t.app.inject({
      url: `/api/licenseRequests/${res.json().id}/document`,
      headers: await t.headersFor('agency-ph'),
    });
    expect(download.headers['content-disposition']).toContain('filename="invoicegpj.pdf"');
  });

  it('answers a malformed multipart body with a translated 400, in both languages', async () => {
    const headers = await t.headersFor('company');
    const cut = '--b0und\r\ncontent-disposition: form-data; name="licenseNumber"\r\n\r\nL-1';
    for (const [language, message] of [
      ['en-US', 'The form data could not be read (it is malformed or incomplete). Please send it again.'],
      ['ar-SA', 'تعذّرت قراءة بيانات النموذج (غير سليمة أو غير مكتملة). يُرجى إرسالها مرة أخرى.'],
    ] as const) {
      for (const [contentType, payload] of [
        ['multipart/form-data; boundary=b0und', cut],
        ['multipart/form-data', 'no boundary at all'],
      ] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/licenseRequests',
          headers: { ...headers, 'content-type': contentType, 'accept-language': language },
          payload,
        });
        expect(res.statusCode, payload).toBe(400);
        expect(res.json().message).toBe(message);
      }
    }
    // A part with an unreadable header is skipped by the parser: the missing fields are named.
    const skipped = await t.app.inject({
      method: 'POST',
      url: '/api/licenseRequests',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=b0und' },
      payload: '--b0und\r\nbroken header line\r\n\r\nx\r\n--b0und--\r\n',
    });
    expect(skipped.statusCode).toBe(400);
    expect(Object.keys(skipped.json().fieldErrors)).toContain('licenseNumber');
  });

  it('names the limit when a form has too many fields (413), in both languages', async () => {
    const fields = Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`f${i}`, 'x']));
    const en = await licence(fields, []);
    expect(en.statusCode).toBe(413);
    expect(en.json().message).toBe('The form has too many fields: at most 40 are accepted.');
    const ar = await licence(fields, [], { 'accept-language': 'ar' });
    expect(ar.json().message).toContain('40');
    expect(ar.json().message).not.toContain('{limit}');
  });
});
