import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { files } from '../../db/schema/index';
import { moveIntoDatabase } from './legacy-disk';
import type { FileStore } from './store';

/** Older than this, a file without a row belongs to no upload still running (earlier versions). */
export const LEFTOVER_AGE_MS = 60 * 60_000;
const STORED_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(pdf|png|jpg)$/;
const BATCH = 500;

const fileNamesIn = async (directory: string): Promise<string[]> =>
  (await readdir(directory, { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

const isOlder = async (path: string, before: number): Promise<boolean> => {
  const info = await stat(path).catch(() => null);
  return info !== null && info.mtimeMs < before;
};

/**
 * Empties the uploads folder of versions that wrote documents to disk (decision 0042): a file
 * with its row moves into the database; a file without a row, and a `.staging` leftover, is
 * removed once older than `maxAgeMs`. Answers how many files it moved or removed.
 */
export const sweepUploads = async (
  db: Database,
  store: Pick<FileStore, 'directory'>,
  maxAgeMs = LEFTOVER_AGE_MS,
  now = Date.now(),
): Promise<number> => {
  const before = now - maxAgeMs;
  const staging = join(store.directory, '.staging');
  let handled = 0;
  for (const name of await fileNamesIn(staging)) {
    if (!(await isOlder(join(staging, name), before))) continue;
    await rm(join(staging, name), { force: true });
    handled += 1;
  }
  const stored = (await fileNamesIn(store.directory)).filter((name) => STORED_NAME.test(name));
  for (let i = 0; i < stored.length; i += BATCH) {
    const batch = stored.slice(i, i + BATCH);
    const ids = batch.map((name) => STORED_NAME.exec(name)?.[1] ?? '');
    const rows = await db
      .select({ id: files.id, contentType: files.contentType })
      .from(files)
      .where(inArray(files.id, ids));
    const known = new Map(rows.map((row) => [row.id, row]));
    for (const [index, name] of batch.entries()) {
      const row = known.get(ids[index] ?? '');
      if (row) {
        if (await moveIntoDatabase(db, store.directory, row)) handled += 1;
      } else if (await isOlder(join(store.directory, name), before)) {
        await rm(join(store.directory, name), { force: true });
        handled += 1;
      }
    }
  }
  return handled;
};

/**
 * Sweeps this instance's old uploads folder once when it starts: the folder is on this instance's
 * disk, so the hourly sweep (one instance per period, on the job queue) may not be the one to
 * reach it. Not awaited: a large folder does not hold the start.
 */
export const sweepUploadsAtStart = (app: FastifyInstance, db: Database, store: FileStore): void => {
  app.addHook('onReady', async () => {
    void sweepUploads(db, store).then(
      (handled) => {
        if (handled > 0) app.log.info({ handled }, 'moved or removed files of the old uploads folder');
      },
      (err: unknown) => app.log.warn({ err }, 'upload sweep failed'),
    );
  });
};
