import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { files } from '../../db/schema/index';
import { createTestApp } from '../../test-support/test-app';
import { openTestDatabase } from '../../test-support/test-database';
import { createFileStore } from './store';
import { LEFTOVER_AGE_MS, sweepUploads } from './sweep';

describe('sweepUploads', () => {
  let database: DatabaseHandle;
  let directory: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    directory = await mkdtemp(join(tmpdir(), 'portal-sweep-test-'));
  });
  afterAll(async () => {
    await database?.close();
    await rm(directory, { recursive: true, force: true });
  });

  const plant = async (path: string, ageMs: number) => {
    await writeFile(path, 'x');
    const when = new Date(Date.now() - ageMs);
    await utimes(path, when, when);
  };

  it('removes old staged files and old stored files without a row, keeps the rest', async () => {
    const store = createFileStore(directory);
    await mkdir(store.stagingDirectory, { recursive: true });
    const old = LEFTOVER_AGE_MS + 60_000;
    const [oldStaged, freshStaged, orphan, recorded, freshOrphan] = Array.from({ length: 5 }, () =>
      randomUUID(),
    );
    await plant(join(store.stagingDirectory, `${oldStaged}.pdf`), old);
    await plant(join(store.stagingDirectory, `${freshStaged}.pdf`), 1_000);
    await plant(join(directory, `${orphan}.pdf`), old);
    await plant(join(directory, `${recorded}.png`), old);
    await plant(join(directory, `${freshOrphan}.jpg`), 1_000);
    await plant(join(directory, 'README.txt'), old);
    await database.db
      .insert(files)
      .values({ id: recorded ?? '', originalName: 'kept.png', contentType: 'image/png', size: 1 });

    expect(await sweepUploads(database.db, store)).toBe(2);
    expect((await readdir(store.stagingDirectory)).sort()).toEqual([`${freshStaged}.pdf`]);
    expect((await readdir(directory)).sort()).toEqual(
      ['.staging', 'README.txt', `${recorded}.png`, `${freshOrphan}.jpg`].sort(),
    );
  });
});

describe('the upload sweeper', () => {
  it('runs when the server starts', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'portal-sweeper-test-'));
    const staging = join(directory, '.staging');
    await mkdir(staging, { recursive: true });
    const leftover = join(staging, `${randomUUID()}.pdf`);
    await writeFile(leftover, 'x');
    const when = new Date(Date.now() - LEFTOVER_AGE_MS - 60_000);
    await utimes(leftover, when, when);
    process.env.UPLOADS_DIR = directory;
    const t = await createTestApp();
    try {
      const deadline = Date.now() + 30_000;
      while ((await readdir(staging)).length > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await readdir(staging)).toEqual([]);
    } finally {
      delete process.env.UPLOADS_DIR;
      await t.close();
      await rm(directory, { recursive: true, force: true });
    }
  });
});
