import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { inArray } from 'drizzle-orm';
import { fileContents, files } from '../../db/schema/index';
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

  const plant = async (path: string, ageMs: number, content = 'x') => {
    await writeFile(path, content);
    const when = new Date(Date.now() - ageMs);
    await utimes(path, when, when);
  };

  it('moves recorded files of the old folder into the database, removes old leftovers, keeps the rest', async () => {
    const store = createFileStore(directory);
    const staging = join(directory, '.staging');
    await mkdir(staging, { recursive: true });
    const old = LEFTOVER_AGE_MS + 60_000;
    const [oldStaged, freshStaged, orphan, recorded, freshRecorded, freshOrphan] = Array.from(
      { length: 6 },
      () => randomUUID(),
    ) as [string, string, string, string, string, string];
    await plant(join(staging, `${oldStaged}.pdf`), old);
    await plant(join(staging, `${freshStaged}.pdf`), 1_000);
    await plant(join(directory, `${orphan}.pdf`), old);
    await plant(join(directory, `${recorded}.png`), old, 'old png');
    await plant(join(directory, `${freshRecorded}.pdf`), 1_000, 'fresh pdf');
    await plant(join(directory, `${freshOrphan}.jpg`), 1_000);
    await plant(join(directory, 'README.txt'), old);
    await database.db.insert(files).values([
      { id: recorded, originalName: 'kept.png', contentType: 'image/png', size: 7 },
      { id: freshRecorded, originalName: 'fresh.pdf', contentType: 'application/pdf', size: 9 },
    ]);

    expect(await sweepUploads(database.db, store)).toBe(4);
    expect(await readdir(staging)).toEqual([`${freshStaged}.pdf`]);
    expect((await readdir(directory)).sort()).toEqual(
      ['.staging', 'README.txt', `${freshOrphan}.jpg`].sort(),
    );
    const moved = await database.db
      .select()
      .from(fileContents)
      .where(inArray(fileContents.fileId, [recorded, freshRecorded]));
    expect(Object.fromEntries(moved.map((row) => [row.fileId, row.bytes.toString()]))).toEqual({
      [recorded]: 'old png',
      [freshRecorded]: 'fresh pdf',
    });
    // A second sweep finds nothing left to do.
    expect(await sweepUploads(database.db, store)).toBe(0);
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
