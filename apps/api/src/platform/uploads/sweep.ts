import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { files } from '../../db/schema/index';
import type { FileStore } from './store';

/** Older than this, a staged file belongs to no request still running. */
export const LEFTOVER_AGE_MS = 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;
const STORED_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(pdf|png|jpg)$/;
const BATCH = 500;

const namesOlderThan = async (directory: string, before: number): Promise<string[]> => {
  const entries = await readdir(directory, { withFileTypes: true }).catch(() => []);
  const old: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const info = await stat(join(directory, entry.name)).catch(() => null);
    if (info && info.mtimeMs < before) old.push(entry.name);
  }
  return old;
};

/**
 * Removes what failed uploads left: staged files older than `maxAgeMs`, and stored files of that
 * age without a row (written before the rows were, by earlier versions). Answers how many.
 */
export const sweepUploads = async (
  db: Database,
  store: Pick<FileStore, 'directory' | 'stagingDirectory'>,
  maxAgeMs = LEFTOVER_AGE_MS,
  now = Date.now(),
): Promise<number> => {
  const before = now - maxAgeMs;
  const staged = await namesOlderThan(store.stagingDirectory, before);
  await Promise.all(staged.map((name) => rm(join(store.stagingDirectory, name), { force: true })));
  const stored = (await namesOlderThan(store.directory, before)).filter((name) => STORED_NAME.test(name));
  let orphans = 0;
  for (let i = 0; i < stored.length; i += BATCH) {
    const batch = stored.slice(i, i + BATCH);
    const ids = batch.map((name) => STORED_NAME.exec(name)?.[1] ?? '');
    const known = new Set(
      (await db.select({ id: files.id }).from(files).where(inArray(files.id, ids))).map((row) => row.id),
    );
    const unknown = batch.filter((_name, index) => !known.has(ids[index] ?? ''));
    await Promise.all(unknown.map((name) => rm(join(store.directory, name), { force: true })));
    orphans += unknown.length;
  }
  return staged.length + orphans;
};

/** Sweeps at start and every hour (the timer does not keep the process alive). */
export const startUploadSweeper = (app: FastifyInstance, db: Database, store: FileStore): void => {
  const sweep = () =>
    sweepUploads(db, store).then(
      (removed) => {
        if (removed > 0) app.log.info({ removed }, 'removed leftover uploads');
      },
      (err: unknown) => app.log.warn({ err }, 'upload sweep failed'),
    );
  app.addHook('onReady', async () => {
    void sweep();
  });
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
