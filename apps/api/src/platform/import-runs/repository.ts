import { and, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import type { ImportIssue, ImportKind, ImportRunStatus } from '@portal/contracts/import-runs';
import type { Database } from '../../db/client';
import { importRuns } from '../../db/schema/index';

export type ImportRunRow = typeof importRuns.$inferSelect;
export type NewImportRun = {
  id: string;
  kind: ImportKind;
  createdBy: number;
  language: string;
  fileName: string;
  file: Buffer;
  context: Record<string, unknown>;
};

/** Every column but the file's bytes and the uploader's session context. */
const { file: _file, context: _context, ...shown } = getTableColumns(importRuns);

export const insertImportRun = async (db: Database, run: NewImportRun) => {
  await db.insert(importRuns).values(run);
};

/** The run without its file and context, but with every issue (a few MB at most). */
export const findImportRun = async (db: Database, id: string) => {
  const [row] = await db.select(shown).from(importRuns).where(eq(importRuns.id, id));
  return row;
};

export const findImportRunIssues = async (db: Database, id: string) => {
  const [row] = await db
    .select({ createdBy: importRuns.createdBy, kind: importRuns.kind, issues: importRuns.issues })
    .from(importRuns)
    .where(eq(importRuns.id, id));
  return row;
};

/**
 * Marks a queued run running and answers it with its file; undefined when it is not queued (a job
 * delivered twice, or a run already finished), so a run is never worked twice.
 */
export const claimImportRun = async (db: Database, id: string): Promise<ImportRunRow | undefined> => {
  const [row] = await db
    .update(importRuns)
    .set({ status: 'running', startedAt: sql`now()` })
    .where(and(eq(importRuns.id, id), eq(importRuns.status, 'queued')))
    .returning();
  return row;
};

export type RunCounts = { rowsRead?: number; rowsAccepted?: number; rowsRefused?: number };

export const updateImportRunCounts = async (db: Database, id: string, counts: RunCounts) => {
  await db
    .update(importRuns)
    .set(counts)
    .where(and(eq(importRuns.id, id), eq(importRuns.status, 'running')));
};

export type RunEnd = RunCounts & {
  status: Extract<ImportRunStatus, 'done' | 'refused' | 'failed'>;
  written?: Record<string, number>;
  message?: string | null;
  issues?: ImportIssue[];
};

/** The run's outcome; the file is let go. */
export const finishImportRun = async (db: Database, id: string, end: RunEnd) => {
  await db
    .update(importRuns)
    .set({ ...end, file: null, finishedAt: sql`now()` })
    .where(eq(importRuns.id, id));
};

/** Ends runs still queued or running that were uploaded before `before`: their job was lost. */
export const failStaleImportRuns = async (
  db: Database,
  before: Date,
  message: (language: string) => string,
) => {
  const stale = await db
    .select({ id: importRuns.id, language: importRuns.language })
    .from(importRuns)
    .where(and(inArray(importRuns.status, ['queued', 'running']), lt(importRuns.createdAt, before)));
  for (const run of stale)
    await finishImportRun(db, run.id, { status: 'failed', message: message(run.language) });
  return stale.length;
};

/** Removes runs finished (or abandoned) before `before`. */
export const deleteImportRunsBefore = async (db: Database, before: Date) => {
  const removed = await db
    .delete(importRuns)
    .where(lt(importRuns.createdAt, before))
    .returning({ id: importRuns.id });
  return removed.length;
};
