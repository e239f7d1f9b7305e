import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@portal/contracts/error-body';
import { importRunStartedSchema } from '@portal/contracts/import-runs';
import {
  DLT_IMPORT_COLUMNS,
  dltIdParamsSchema,
  dltListQuerySchema,
  dltListResponseSchema,
  dltTakeInputSchema,
  dltTakeResultSchema,
  dltWorkerInputSchema,
  dltWorkerSchema,
} from '@portal/contracts/hr-pool/dlt';
import type { DatabaseHandle } from '../../db/client';
import { languageOf } from '../../i18n/catalogue';
import type { EstablishmentAccess } from '../../lib/access-declaration';
import { badRequest } from '../../lib/errors';
import { routeAccess } from '../../lib/route-access';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { readMultipart } from '../../platform/uploads/multipart';
import { DLT_IMPORT } from './import-dlt-workers';
import { addDltWorker, getDltWorker, listDltWorkers, ministryCountryOf } from './service';
import { takeDltWorker } from './take-dlt-worker';

export type DltRoutesOptions = { database: DatabaseHandle };

/**
 * The DLT tab's data. The route table opens the tab to ADMIN, EPRO, FMOL and the local offices;
 * the workers themselves are for the ministry, its country's agencies and admins, so a local
 * office is refused with its own message (its page explains where its candidates are).
 */
const READ: EstablishmentAccess = {
  ...routeAccess('hrPool.dlt', 'READ'),
  roles: ['ADMIN', 'EPRO', 'FMOL'],
  refusal: 'dlt.officesRefused',
};
/** Only the labour ministry registers its country's workers. */
const REGISTER: EstablishmentAccess = { ...routeAccess('hrPool.dlt', 'WRITE'), roles: ['FMOL'] };
/** Only an agency takes a worker into its own pool. */
const TAKE: EstablishmentAccess = { ...routeAccess('hrPool.dlt', 'WRITE'), roles: ['EPRO'] };

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const tags = ['hr-pool'];
const security = [{ bearer: [] }];

/** DLT workers (decision 0026): list, one worker, add, import, take into an agency's pool. */
export const dltRoutes = async (app: FastifyInstance, options: DltRoutesOptions): Promise<void> => {
  await app.register(multipart, { limits: { fileSize: 5 * 1_048_576, files: 1 } });
  app.imports.define(DLT_IMPORT);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;

  api.get(
    '/api/hr-pool/dlt',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary:
          "DLT workers: the ministry its country's (taken ones with their agency), an agency its country's free ones",
        querystring: dltListQuerySchema,
        response: { 200: dltListResponseSchema, ...errors },
      },
    },
    async (request) => listDltWorkers(db, establishmentSessionOf(request), request.query),
  );

  api.post(
    '/api/hr-pool/dlt/import',
    {
      config: { access: REGISTER },
      schema: {
        tags,
        security,
        summary:
          "Import the ministry's workers from a CSV or XLSX file (multipart `file`) as a job: valid rows added, others reported",
        description:
          `Header: ${DLT_IMPORT_COLUMNS.join(',')} (any order and case), checked at once (400). Dates ` +
          'YYYY-MM-DD, job a job code, codes of gender, religion, marital status and education, languages ' +
          'like en;tl. Answers 202 with the run id: follow it at GET /api/import-runs/{id} (written.imported, ' +
          'refusals in the caller language).',
        consumes: ['multipart/form-data'],
        response: { 202: importRunStartedSchema, 413: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { files } = await readMultipart(request, 1);
      const [file] = files;
      if (!file) throw badRequest('dlt.import.noFile');
      const countryId = ministryCountryOf(establishmentSessionOf(request));
      const started = await app.imports.start('hr-pool-dlt', request, file, { countryId });
      return reply.code(202).send(started);
    },
  );

  api.get(
    '/api/hr-pool/dlt/:id',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: 'One DLT worker (404 outside the caller’s scope)',
        params: dltIdParamsSchema,
        response: { 200: dltWorkerSchema, ...errors },
      },
    },
    async (request) => getDltWorker(db, establishmentSessionOf(request), request.params.id),
  );

  api.post(
    '/api/hr-pool/dlt',
    {
      config: { access: REGISTER },
      schema: {
        tags,
        security,
        summary: 'The ministry registers one worker of its country (409 when the passport is registered)',
        body: dltWorkerInputSchema,
        response: { 201: dltWorkerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      const worker = await addDltWorker(db, establishmentSessionOf(request), request.body, language);
      return reply.code(201).send(worker);
    },
  );

  api.post(
    '/api/hr-pool/dlt/:id/take',
    {
      config: { access: TAKE },
      schema: {
        tags,
        security,
        summary:
          'An agency takes a worker of its country into its pool; 409 when another agency took it first',
        params: dltIdParamsSchema,
        body: dltTakeInputSchema,
        response: { 201: dltTakeResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await takeDltWorker(
        db,
        establishmentSessionOf(request),
        request.params.id,
        request.body,
      );
      return reply.code(201).send(result);
    },
  );
};
