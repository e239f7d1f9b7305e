import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { todayInKingdom } from '@portal/contracts/constants';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { fileContents } from '../../db/schema/index';
import { translate } from '../../i18n/catalogue';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { copyTemplateDatabase } from '../../test-support/test-database';
import { multipartBody, PDF_BYTES } from './multipart-body.test-support';

/**
 * Two instances of the API, each with its own pool and its own uploads folder (as two machines
 * behind a balancer), on one PostgreSQL database (decision 0042).
 */
describe('uploaded documents across two instances', () => {
  const instances: TestApp[] = [];
  const handles: DatabaseHandle[] = [];
  const folders: string[] = [];
  let drop: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const source = inject('testDatabase');
    if (source.kind !== 'postgres') throw new Error('the two-instance test needs PostgreSQL');
    const copy = await copyTemplateDatabase(source);
    drop = copy.drop;
    for (let i = 0; i < 2; i += 1) {
      const folder = await mkdtemp(join(tmpdir(), `portal-instance-${i}-uploads-`));
      folders.push(folder);
      const handle = await openDatabase({ databaseUrl: copy.url, poolSize: 4 });
      handles.push(handle);
      // The uploads folder is read when the modules register (platform/uploads/config.ts).
      process.env.UPLOADS_DIR = folder;
      try {
        instances.push(await createTestApp({ database: handle }));
      } finally {
        delete process.env.UPLOADS_DIR;
      }
    }
    // Two API instances start one after the other.
  }, 180_000);
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    for (const handle of handles) await handle.close();
    await drop();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it('serves through one instance, byte for byte, a document uploaded through the other; 404 once it is gone', async () => {
    const [first, second] = instances as [TestApp, TestApp];
    const bytes = Buffer.concat([PDF_BYTES, Buffer.from(`\n% two instances ${Date.now()}\n`)]);
    const body = multipartBody(
      {
        licenseNumber: 'PH-TWO-INSTANCES',
        licenseDate: todayInKingdom(new Date(Date.now() + 300 * 86_400_000)),
      },
      [{ name: 'document', filename: 'licence.pdf', bytes }],
    );
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/licenseRequests',
      headers: { ...(await first.headersFor('agency-ph')), ...body.headers },
      payload: body.payload,
    });
    expect(created.statusCode).toBe(201);
    const { id, document } = created.json() as { id: number; document: { id: string } };
    // Nothing on either instance's disk: the bytes are in the database both instances share.
    for (const folder of folders) expect(await readdir(folder)).toEqual([]);

    const download = async (instance: TestApp, language = 'en-US') =>
      instance.app.inject({
        url: `/api/licenseRequests/${id}/document`,
        headers: { ...(await instance.headersFor('agency-ph')), 'accept-language': language },
      });
    const served = await download(second);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(bytes)).toBe(true);

    await handles[0]?.db.delete(fileContents).where(eq(fileContents.fileId, document.id));
    for (const [instance, language] of [
      [second, 'en-US'],
      [first, 'ar-SA'],
    ] as const) {
      const missing = await download(instance, language);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(translate(language, 'errors.notFound'));
    }
  });
});
