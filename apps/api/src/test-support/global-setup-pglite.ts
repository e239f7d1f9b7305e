import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedDemoData } from '../db/seed/seed-demo-data';

/** Migrates and seeds one PGlite store, dumps it, and lets each test file load its own copy. */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'portal-api-test-'));
  const dumpPath = join(folder, 'seeded.tar');
  const database = await openDatabase({});
  try {
    await database.migrate();
    await seedDemoData(database.db);
    const dump = await database.dumpDataDir!();
    writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('testDatabase', { kind: 'pglite', dumpPath });
  return () => rmSync(folder, { recursive: true, force: true });
}
