import { z } from 'zod';
import { EXPORT_FORMATS } from './list';

/**
 * Spreadsheet imports run as background jobs (docs/decisions/0048): the upload answers 202 with the
 * run's id at once (a file whose header is wrong is refused at once, 400), the rows are read, checked
 * and written by the job queue, and the uploader follows the run (`GET /api/import-runs/{id}`) and
 * downloads its refusal report (`GET /api/import-runs/{id}/refusals`).
 */
export const IMPORT_KINDS = ['hr-pool-dlt', 'old-contracts', 'visas'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/**
 * `queued` (waiting for the queue), `running`, then one of: `done` (the valid rows were written; refused
 * rows are in the report), `refused` (nothing written: the file as a whole, or for an all-or-nothing
 * import any row, was refused; `message` says why) or `failed` (the server could not finish it).
 */
export const IMPORT_RUN_STATUSES = ['queued', 'running', 'done', 'refused', 'failed'] as const;
export type ImportRunStatus = (typeof IMPORT_RUN_STATUSES)[number];
export const FINISHED_IMPORT_RUN_STATUSES: readonly ImportRunStatus[] = ['done', 'refused', 'failed'];
export const isImportRunFinished = (status: ImportRunStatus) => FINISHED_IMPORT_RUN_STATUSES.includes(status);

/** One refused cell (`field` is a column, or `_` for the whole row), in the uploader's language. */
export const importIssueSchema = z.object({ line: z.number().int(), field: z.string(), message: z.string() });
export type ImportIssue = z.infer<typeof importIssueSchema>;

/** How many refusals `GET /api/import-runs/{id}` carries; the report has them all. */
export const IMPORT_RUN_ISSUES_SHOWN = 100;

export const importRunSchema = z.object({
  id: z.string(),
  kind: z.enum(IMPORT_KINDS),
  status: z.enum(IMPORT_RUN_STATUSES),
  fileName: z.string(),
  /** Data rows read from the file so far (the header is not counted). */
  rowsRead: z.number().int().nonnegative(),
  /** Rows checked and found valid so far (written once the run is `done`). */
  rowsAccepted: z.number().int().nonnegative(),
  /** Rows refused so far (a row may have several issues). */
  rowsRefused: z.number().int().nonnegative(),
  /** What was written, by the import's own measure (`imported`, and `updated`/`unchanged` where it updates). */
  written: z.record(z.string(), z.number().int().nonnegative()),
  /** Why a `refused` or `failed` run wrote nothing, in the uploader's language. */
  message: z.string().nullable(),
  issueCount: z.number().int().nonnegative(),
  /** The first `IMPORT_RUN_ISSUES_SHOWN` issues by line. */
  issues: z.array(importIssueSchema),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ImportRun = z.infer<typeof importRunSchema>;

/** `202` answer of every import upload. */
export const importRunStartedSchema = z.object({ id: z.string() });
export type ImportRunStarted = z.infer<typeof importRunStartedSchema>;

export const importRunParamsSchema = z.object({ id: z.uuid() });

/** `GET /api/import-runs/{id}/refusals?format=csv|xlsx`: line, column and message of every refusal. */
export const importRunReportQuerySchema = z.object({ format: z.enum(EXPORT_FORMATS).default('csv') });
