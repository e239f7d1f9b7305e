import type { Language } from '@portal/contracts/constants';
import type { ImportIssue, ImportKind } from '@portal/contracts/import-runs';
import type { Database } from '../../db/client';

/** What a running import tells its run (written to the run's row, at most a few times a second). */
export type ImportProgress = {
  /** Data rows read from the file so far. */
  read: (rows: number) => Promise<void>;
  /** Rows checked so far: found valid, and refused. */
  checked: (accepted: number, refused: number) => Promise<void>;
};

export type ImportInput<C> = {
  db: Database;
  /** What the upload route took from the uploader's session (`ImportDefinition.contextOf`). */
  context: C;
  userId: number;
  bytes: Uint8Array;
  language: Language;
  progress: ImportProgress;
};

/**
 * How an import ended. With `refusal`, nothing was written (an all-or-nothing import with refused
 * rows); otherwise the valid rows were written and `written` counts them by the import's own measure.
 * A file refused as a whole (too many rows, unreadable) is thrown as a 400 `AppError` instead.
 */
export type ImportOutcome = {
  written: Record<string, number>;
  accepted: number;
  refused: number;
  issues: ImportIssue[];
  refusal?: string;
};

/**
 * One kind of spreadsheet import (docs/decisions/0048). The module that owns the rows declares it;
 * the import-runs platform stores the upload, runs it as a job and keeps its report.
 */
export type ImportDefinition<C extends Record<string, unknown>> = {
  kind: ImportKind;
  /** Refuses (400) a file whose header is wrong, reading its first row only, before it is stored. */
  checkHeader: (bytes: Uint8Array) => Promise<void>;
  run: (input: ImportInput<C>) => Promise<ImportOutcome>;
};
