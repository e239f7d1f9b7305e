import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@portal/contracts/error-body';
import {
  jobExportQuerySchema,
  jobIdParamsSchema,
  jobInputSchema,
  jobListQuerySchema,
  jobListResponseSchema,
  jobOptionsQuerySchema,
  jobOptionsResponseSchema,
  jobSchema,
} from '@portal/contracts/lookups-jobs';
import type { DatabaseHandle } from '../../db/client';
import { languageOf, translate } from '../../i18n/catalogue';
import { sendExport } from '../../lib/export/send-export';
import { sendRevalidated } from '../../lib/http-cache';
import { allRows } from '../../lib/list/list-query';
import { routeAccess } from '../../lib/route-access';
import { registerHistoryRoute } from '../history/routes';
import { establishmentSessionOf } from '../shell-session';
import { JOB_EXPORT_COLUMNS } from './export-columns';
import { findJob, jobsFetcher } from './repository';
import { createJob, deleteJob, getJob, jobOptions, listJobs, setJobActive, updateJob } from './service';

export type LookupsJobsRoutesOptions = { database: DatabaseHandle };

const READ = routeAccess('admin.job', 'READ');
const WRITE = routeAccess('admin.job', 'WRITE');
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const tags = ['lookups'];
const security = [{ bearer: [] }];

/** Admin lookup: jobs (careers). ADMIN with LOOKUP READ reads, LOOKUP WRITE changes; options for every signed-in person. */
export const lookupsJobsRoutes = async (
  app: FastifyInstance,
  options: LookupsJobsRoutesOptions,
): Promise<void> => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;
  const languageOfRequest = (headers: { 'accept-language'?: string | undefined }) =>
    languageOf(headers['accept-language']);

  api.get(
    '/api/lookups/jobs',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: 'Jobs: filtered, sorted page with the total',
        querystring: jobListQuerySchema,
        response: { 200: jobListResponseSchema, ...errors },
      },
    },
    async (request) => listJobs(db, request.query),
  );

  api.get(
    '/api/lookups/jobs/export',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: 'Jobs: the whole filtered list as CSV (UTF-8 with BOM) or XLSX',
        querystring: jobExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      return sendExport(reply, {
        format,
        filename: translate(languageOfRequest(request.headers), 'jobs.fileName'),
        columns: JOB_EXPORT_COLUMNS,
        rows: allRows(jobsFetcher(db, query, query)),
      });
    },
  );

  api.get(
    '/api/lookups/jobs/options',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags,
        security,
        summary: 'Jobs to choose from: active ones, plus includeId (the value a record already holds)',
        description: 'Served with an ETag and `Cache-Control: private, no-cache`: 304 while unchanged.',
        querystring: jobOptionsQuerySchema,
        response: { 200: jobOptionsResponseSchema, 304: z.null(), 401: errorBodySchema },
      },
    },
    async (request, reply) => sendRevalidated(request, reply, await jobOptions(db, request.query.includeId)),
  );

  api.get(
    '/api/lookups/jobs/:id',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: 'One job',
        params: jobIdParamsSchema,
        response: { 200: jobSchema, ...errors },
      },
    },
    async (request) => getJob(db, request.params.id),
  );

  api.post(
    '/api/lookups/jobs',
    {
      config: { access: WRITE },
      schema: {
        tags,
        security,
        summary: 'Add a job (unique code: 409 when taken)',
        body: jobInputSchema,
        response: { 201: jobSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = establishmentSessionOf(request);
      const job = await createJob(db, session.user.id, request.body, languageOfRequest(request.headers));
      return reply.code(201).send(job);
    },
  );

  api.put(
    '/api/lookups/jobs/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        security,
        summary: 'Change a job (unique code: 409 when taken)',
        params: jobIdParamsSchema,
        body: jobInputSchema,
        response: { 200: jobSchema, ...errors },
      },
    },
    async (request) =>
      updateJob(
        db,
        establishmentSessionOf(request).user.id,
        request.params.id,
        request.body,
        languageOfRequest(request.headers),
      ),
  );

  for (const [action, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    api.post(
      `/api/lookups/jobs/:id/${action}`,
      {
        config: { access: WRITE },
        schema: {
          tags,
          security,
          summary: active
            ? 'Activate a job: offered again for new choices'
            : 'Deactivate a job: hidden from new choices, kept on records that use it',
          params: jobIdParamsSchema,
          response: { 200: jobSchema, ...errors },
        },
      },
      async (request) => setJobActive(db, establishmentSessionOf(request).user.id, request.params.id, active),
    );
  }

  api.delete(
    '/api/lookups/jobs/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        security,
        summary: 'Delete a job nobody uses (409 naming where it is used)',
        params: jobIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const session = establishmentSessionOf(request);
      await deleteJob(db, session.user.id, request.params.id, languageOfRequest(request.headers));
      return reply.code(204).send(null);
    },
  );

  registerHistoryRoute(app, {
    db,
    entityType: 'job',
    access: READ,
    canSee: async (database, id) => (await findJob(database, id)) !== null,
  });
};
