import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@portal/contracts/error-body';
import { importRunStartedSchema } from '@portal/contracts/import-runs';
import {
  visaExportQuerySchema,
  visaIdParamsSchema,
  visaInputSchema,
  visaListQuerySchema,
  visaListResponseSchema,
  visaSchema,
  visaUpdateSchema,
} from '@portal/contracts/visas';
import type { AppConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { languageOf, translate } from '../../i18n/catalogue';
import { badRequest } from '../../lib/errors';
import { sendExport } from '../../lib/export/send-export';
import { allRows } from '../../lib/list/list-query';
import { routeAccess } from '../../lib/route-access';
import { registerHistoryRoute } from '../../platform/history/routes';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { readMultipart } from '../../platform/uploads/multipart';
import { VISA_EXPORT_COLUMNS } from './export-columns';
import { VISAS_IMPORT } from './import-visas';
import { findVisa, visasFetcher } from './repository';
import { createVisa, updateVisa } from './save-visa';
import { getVisa, listVisas } from './service';
import { VISA_HISTORY_SHOWN } from './history-fields';

export type VisasRoutesOptions = { config: AppConfig; database: DatabaseHandle };

// Decision 0012: visas are an admin lookup: ADMIN with LOOKUP READ sees them, LOOKUP WRITE imports.
const READ = routeAccess('admin.visaView', 'READ');
const WRITE = routeAccess('admin.visaAdd', 'WRITE');
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const tags = ['visas'];
const security = [{ bearer: [] }];

/**
 * Employers' visas (admin): list, export, CSV import, one visa, add and change. Behind the `adminVisa` feature flag: with
 * the flag off nothing is registered, so every visa endpoint answers 404.
 */
export const visasRoutes = async (app: FastifyInstance, options: VisasRoutesOptions): Promise<void> => {
  if (!options.config.features.adminVisa) return;
  await app.register(multipart, { limits: { fileSize: 5 * 1_048_576, files: 1 } });
  app.imports.define(VISAS_IMPORT);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;

  api.get(
    '/api/visas',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: 'Visas: filtered, sorted page with the total',
        querystring: visaListQuerySchema,
        response: { 200: visaListResponseSchema, ...errors },
      },
    },
    async (request) => listVisas(db, request.query),
  );

  api.get(
    '/api/visas/export',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: 'Visas: the whole filtered list as CSV (UTF-8 with BOM) or XLSX',
        querystring: visaExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      return sendExport(reply, {
        format,
        filename: translate(languageOf(request.headers['accept-language']), 'visas.fileName'),
        columns: VISA_EXPORT_COLUMNS,
        rows: allRows(visasFetcher(db, query, query)),
      });
    },
  );

  api.post(
    '/api/visas/import',
    {
      config: { access: WRITE },
      schema: {
        tags,
        security,
        summary: 'Import visas from a CSV or XLSX file (multipart `file`) as a job; all rows or none',
        description:
          'Header (any order and case, checked at once: 400): number,employerId,country,gender,job,' +
          'issueDate,expiryDate (country code3, job code, FEMALE/MALE, YYYY-MM-DD). Answers 202 with the ' +
          'run id (GET /api/import-runs/{id}); any refused row refuses the run, its report lists them.',
        consumes: ['multipart/form-data'],
        response: { 202: importRunStartedSchema, 413: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { files } = await readMultipart(request, 1);
      const [file] = files;
      if (!file) throw badRequest('visas.import.noFile');
      return reply.code(202).send(await app.imports.start('visas', request, file, {}));
    },
  );

  api.get(
    '/api/visas/:id',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: 'One visa, with its country and job (inactive ones included)',
        params: visaIdParamsSchema,
        response: { 200: visaSchema, ...errors },
      },
    },
    async (request) => getVisa(db, request.params.id),
  );

  api.post(
    '/api/visas',
    {
      config: { access: WRITE },
      schema: {
        tags,
        security,
        summary: 'Add a visa (country active for recruitment, active job; 409 when the number exists)',
        body: visaInputSchema,
        response: { 201: visaSchema, ...errors },
      },
    },
    async (request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      const visa = await createVisa(db, establishmentSessionOf(request).user.id, request.body, language);
      return reply.code(201).send(visa);
    },
  );

  api.put(
    '/api/visas/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        security,
        summary:
          'Change an available visa (keeps an inactive country or job it already holds), on the rowVersion read (409 RECORD_CHANGED when it moved)',
        params: visaIdParamsSchema,
        body: visaUpdateSchema,
        response: { 200: visaSchema, ...errors },
      },
    },
    async (request) =>
      updateVisa(
        db,
        establishmentSessionOf(request).user.id,
        request.params.id,
        request.body,
        languageOf(request.headers['accept-language']),
      ),
  );

  registerHistoryRoute(app, {
    db,
    entityType: 'visa',
    fields: VISA_HISTORY_SHOWN,
    access: READ,
    canSee: async (database, id) => (await findVisa(database, id)) !== null,
  });
};
