import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { IMPORT_KINDS, IMPORT_RUN_STATUSES, type ImportIssue } from '@portal/contracts/import-runs';
import { bytea } from './columns';
import { users } from './users';

/**
 * One spreadsheet import run as a job (docs/decisions/0048): the uploaded file until the run has
 * read it, the progress counts the uploader's screen polls, and the outcome with every refusal for
 * the downloadable report. Runs are kept 30 days (the import-runs sweep).
 */
export const importRuns = pgTable(
  'import_runs',
  {
    id: text().primaryKey(),
    kind: text({ enum: IMPORT_KINDS }).notNull(),
    status: text({ enum: IMPORT_RUN_STATUSES }).notNull().default('queued'),
    createdBy: integer()
      .notNull()
      .references(() => users.id),
    /** The uploader's language: the refusals are written in it. */
    language: text().notNull(),
    fileName: text().notNull(),
    /** Null once the run has finished with it. */
    file: bytea(),
    /** What the import needs of the uploader's session (the ministry's country, …), taken at upload. */
    context: jsonb().$type<Record<string, unknown>>().notNull(),
    rowsRead: integer().notNull().default(0),
    rowsAccepted: integer().notNull().default(0),
    rowsRefused: integer().notNull().default(0),
    written: jsonb().$type<Record<string, number>>().notNull().default({}),
    message: text(),
    issues: jsonb().$type<ImportIssue[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('import_runs_created_by_idx').on(t.createdBy, t.createdAt)],
);
