import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { importRuns, users } from '../../db/schema/index';
import { translate } from '../../i18n/catalogue';
import { badRequest } from '../../lib/errors';
import { openTestDatabase } from '../../test-support/test-database';
import { deleteImportRunsBefore, failStaleImportRuns, findImportRun } from './repository';
import { runImport } from './run-import';
import type { ImportDefinition, ImportInput, ImportOutcome } from './types';

type Context = Record<string, unknown>;

/** How the runner ends a run: each test gives the import's `run` (a kind of its own making). */
describe('import runs (decision 0048)', () => {
  let database: DatabaseHandle;
  let uploader: number;
  const log = pino({ level: 'silent' });

  beforeAll(async () => {
    database = await openTestDatabase();
    const [admin] = await database.db.select().from(users).where(eq(users.username, 'admin'));
    uploader = admin!.id;
  });
  afterAll(async () => database?.close());

  const queuedRun = async (language = 'en-US', createdAt = new Date()) => {
    const id = randomUUID();
    await database.db.insert(importRuns).values({
      id,
      kind: 'visas',
      createdBy: uploader,
      language,
      fileName: 'rows.csv',
      file: Buffer.from('number\n1\n'),
      context: { countryId: 7 },
      createdAt,
    });
    return id;
  };
  const definitionsOf = (run: (input: ImportInput<Context>) => Promise<ImportOutcome>) =>
    new Map<string, ImportDefinition<Context>>([
      ['visas', { kind: 'visas', checkHeader: async () => {}, run }],
    ]);
  const fileOf = async (id: string) =>
    (await database.db.select({ file: importRuns.file }).from(importRuns).where(eq(importRuns.id, id)))[0]!
      .file;

  it('hands the run its file, context and uploader, shows progress while it runs, and keeps the outcome', async () => {
    const id = await queuedRun();
    let seenWhileRunning: Awaited<ReturnType<typeof findImportRun>>;
    let seenChecking: Awaited<ReturnType<typeof findImportRun>>;
    const definitions = definitionsOf(async ({ bytes, context, userId, progress }) => {
      expect(Buffer.from(bytes).toString()).toBe('number\n1\n');
      expect(context).toEqual({ countryId: 7 });
      expect(userId).toBe(uploader);
      await progress.read(1000);
      seenWhileRunning = await findImportRun(database.db, id);
      // Reading ends within the write interval; the first check still writes the whole count.
      await progress.read(1200);
      await progress.checked(0, 0);
      seenChecking = await findImportRun(database.db, id);
      return {
        written: { imported: 998 },
        accepted: 998,
        refused: 2,
        issues: [{ line: 3, field: 'number', message: 'Enter a number.' }],
      };
    });
    await runImport(database.db, log, definitions, id);
    expect(seenWhileRunning!).toMatchObject({ status: 'running', rowsRead: 1000 });
    expect(seenChecking!).toMatchObject({ status: 'running', rowsRead: 1200, rowsAccepted: 0 });
    expect(await findImportRun(database.db, id)).toMatchObject({
      status: 'done',
      rowsRead: 1200,
      rowsAccepted: 998,
      rowsRefused: 2,
      written: { imported: 998 },
      message: null,
      issues: [{ line: 3, field: 'number', message: 'Enter a number.' }],
    });
    expect(await fileOf(id)).toBeNull();

    // Delivered again (a retried job): the run is not worked twice.
    let calls = 0;
    await runImport(
      database.db,
      log,
      definitionsOf(async () => {
        calls += 1;
        return { written: {}, accepted: 0, refused: 0, issues: [] };
      }),
      id,
    );
    expect(calls).toBe(0);
    expect((await findImportRun(database.db, id))!.written).toEqual({ imported: 998 });
  });

  it('ends a run refused as a whole with the message in the uploader language, and a failure as failed', async () => {
    const refusedId = await queuedRun('ar-SA');
    await runImport(
      database.db,
      log,
      definitionsOf(async ({ progress }) => {
        await progress.read(20_000);
        throw badRequest('spreadsheet.tooMany', { params: { max: 20_000 } });
      }),
      refusedId,
    );
    expect(await findImportRun(database.db, refusedId)).toMatchObject({
      status: 'refused',
      rowsRead: 20_000,
      message: translate('ar-SA', 'spreadsheet.tooMany', { max: 20_000 }),
    });

    const failedId = await queuedRun();
    await runImport(
      database.db,
      log,
      definitionsOf(() => Promise.reject(new Error('connection reset'))),
      failedId,
    );
    const failed = await findImportRun(database.db, failedId);
    expect(failed).toMatchObject({ status: 'failed', message: translate('en-US', 'imports.failed') });
    expect(failed!.message).not.toContain('connection reset');
    expect(failed!.finishedAt).toBeInstanceOf(Date);
    expect(await fileOf(failedId)).toBeNull();
  });

  it('fails runs whose job was lost and removes old runs', async () => {
    const hourAgo = new Date(Date.now() - 61 * 60_000);
    const lost = await queuedRun('ar-SA', hourAgo);
    const fresh = await queuedRun();
    const failed = await failStaleImportRuns(database.db, new Date(Date.now() - 60 * 60_000), (language) =>
      translate(language === 'ar-SA' ? 'ar-SA' : 'en-US', 'imports.abandoned'),
    );
    expect(failed).toBeGreaterThanOrEqual(1);
    expect(await findImportRun(database.db, lost)).toMatchObject({
      status: 'failed',
      message: translate('ar-SA', 'imports.abandoned'),
    });
    expect((await findImportRun(database.db, fresh))!.status).toBe('queued');

    expect(
      await deleteImportRunsBefore(database.db, new Date(Date.now() - 30 * 60_000)),
    ).toBeGreaterThanOrEqual(1);
    expect(await findImportRun(database.db, lost)).toBeUndefined();
    expect(await findImportRun(database.db, fresh)).toBeDefined();
  });
});
