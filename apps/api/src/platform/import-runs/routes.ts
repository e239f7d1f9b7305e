import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@portal/contracts/error-body';
import {
  IMPORT_RUN_ISSUES_SHOWN,
  importRunParamsSchema,
  importRunReportQuerySchema,
  importRunSchema,
  type ImportIssue,
  type ImportRun,
} from '@portal/contracts/import-runs';
import type { DatabaseHandle } from '../../db/client';
import { AppError, unauthorized } from '../../lib/errors';
import { sendExport, type ExportColumn } from '../../lib/export/send-export';
import { findImportRun, findImportRunIssues, type ImportRunRow } from './repository';

const REPORT_COLUMNS: readonly ExportColumn<ImportIssue>[] = [
  { header: 'imports.report.line', value: (issue) => issue.line, width: 8 },
  {
    header: 'imports.report.column',
    value: (issue, t) => (issue.field === '_' ? t('imports.report.wholeRow') : issue.field),
    width: 24,
  },
  { header: 'imports.report.message', value: (issue) => issue.message, width: 80 },
];

const errors = { 401: errorBodySchema, 404: errorBodySchema };
const tags = ['imports'];
const security = [{ bearer: [] }];

const notYours = () => new AppError(404, 'imports.runNotFound');

/** The run, if the caller uploaded it: a run is its uploader's alone (404 for anyone else). */
const ownRun = async <R extends Pick<ImportRunRow, 'createdBy'>>(
  request: FastifyRequest,
  find: () => Promise<R | undefined>,
): Promise<R> => {
  const userId = request.session?.user.id;
  if (userId === undefined) throw unauthorized();
  const run = await find();
  if (!run || run.createdBy !== userId) throw notYours();
  return run;
};

const presentRun = (run: Omit<ImportRunRow, 'file' | 'context'>): ImportRun => ({
  id: run.id,
  kind: run.kind,
  status: run.status,
  fileName: run.fileName,
  rowsRead: run.rowsRead,
  rowsAccepted: run.rowsAccepted,
  rowsRefused: run.rowsRefused,
  written: run.written,
  message: run.message,
  issueCount: run.issues.length,
  issues: run.issues.slice(0, IMPORT_RUN_ISSUES_SHOWN),
  createdAt: run.createdAt.toISOString(),
  startedAt: run.startedAt?.toISOString() ?? null,
  finishedAt: run.finishedAt?.toISOString() ?? null,
});

/** An uploader follows an import run and downloads its refusals (docs/decisions/0048). */
export const importRunRoutes = async (app: FastifyInstance, { database }: { database: DatabaseHandle }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;

  api.get(
    '/api/import-runs/:id',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags,
        security,
        summary:
          'One of the caller’s import runs: status, rows read, accepted and refused, the first refusals',
        params: importRunParamsSchema,
        response: { 200: importRunSchema, ...errors },
      },
    },
    async (request, reply) => {
      const run = await ownRun(request, () => findImportRun(db, request.params.id));
      reply.header('cache-control', 'no-store');
      return presentRun(run);
    },
  );

  api.get(
    '/api/import-runs/:id/refusals',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags,
        security,
        summary: 'Every refusal of one of the caller’s import runs (line, column, problem) as CSV or XLSX',
        params: importRunParamsSchema,
        querystring: importRunReportQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: errors,
      },
    },
    async (request, reply) => {
      const run = await ownRun(request, () => findImportRunIssues(db, request.params.id));
      return sendExport(reply, {
        format: request.query.format,
        filename: `import-refusals-${run.kind}`,
        columns: REPORT_COLUMNS,
        rows: run.issues,
      });
    },
  );
};
