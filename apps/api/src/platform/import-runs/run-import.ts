import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@portal/contracts/constants';
import type { Database } from '../../db/client';
import { translate } from '../../i18n/catalogue';
import { isAppError } from '../../lib/errors';
import { claimImportRun, finishImportRun, updateImportRunCounts, type RunCounts } from './repository';
import type { ImportDefinition, ImportProgress } from './types';

/** The run's row is written at most this often while it runs (the uploader's screen polls it). */
const PROGRESS_WRITE_MS = 250;

/** Progress counts kept in memory and written to the run's row now and then. */
const progressWriter = (db: Database, runId: string) => {
  const counts: Required<RunCounts> = { rowsRead: 0, rowsAccepted: 0, rowsRefused: 0 };
  let lastWrite = 0;
  let checking = false;
  const write = async (force = false) => {
    const now = Date.now();
    if (!force && now - lastWrite < PROGRESS_WRITE_MS) return;
    lastWrite = now;
    await updateImportRunCounts(db, runId, counts);
  };
  const progress: ImportProgress = {
    read: async (rows) => {
      counts.rowsRead = rows;
      await write();
    },
    checked: async (accepted, refused) => {
      counts.rowsAccepted = accepted;
      counts.rowsRefused = refused;
      // The first check follows the last row read: the whole count is written before checking starts,
      // so the uploader's bar measures the checks against every row of the file.
      await write(!checking);
      checking = true;
    },
  };
  return { progress, counts };
};

/**
 * Works one import run (the `imports.run` job): claims it, hands its file to the import's `run`,
 * and records how it ended. A file refused as a whole (a 400 `AppError`: too many rows, unreadable)
 * ends the run `refused` with the message in the uploader's language; anything else ends it
 * `failed` and is logged. The job itself never fails, so an import is never run twice.
 */
export const runImport = async (
  db: Database,
  log: FastifyBaseLogger,
  definitions: ReadonlyMap<string, ImportDefinition<Record<string, unknown>>>,
  runId: string,
): Promise<void> => {
  const run = await claimImportRun(db, runId);
  if (!run) return;
  const language = run.language as Language;
  const { progress, counts } = progressWriter(db, runId);
  try {
    const definition = definitions.get(run.kind);
    if (!definition) throw new Error(`no import of kind ${run.kind} is defined`);
    const outcome = await definition.run({
      db,
      context: run.context,
      userId: run.createdBy,
      bytes: run.file ?? new Uint8Array(),
      language,
      progress,
    });
    await finishImportRun(db, runId, {
      status: outcome.refusal ? 'refused' : 'done',
      rowsRead: counts.rowsRead,
      rowsAccepted: outcome.accepted,
      rowsRefused: outcome.refused,
      written: outcome.written,
      message: outcome.refusal ?? null,
      issues: outcome.issues,
    });
  } catch (error) {
    if (isAppError(error) && error.statusCode === 400) {
      const message = translate(language, error.key, error.options.params);
      await finishImportRun(db, runId, { status: 'refused', ...counts, message });
      return;
    }
    log.error({ err: error, importRun: runId, kind: run.kind }, 'import run failed');
    await finishImportRun(db, runId, {
      status: 'failed',
      ...counts,
      message: translate(language, 'imports.failed'),
    });
  }
};
