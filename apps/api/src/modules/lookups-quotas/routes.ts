import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@portal/contracts/error-body';
import {
  quotaExportQuerySchema,
  quotaIdParamsSchema,
  quotaInputSchema,
  quotaListQuerySchema,
  quotaListResponseSchema,
  quotaSchema,
} from '@portal/contracts/lookups-quotas';
import type { DatabaseHandle } from '../../db/client';
import { languageOf, translate } from '../../i18n/catalogue';
import { sendExport } from '../../lib/export/send-export';
import { allRows } from '../../lib/list/list-query';
import { routeAccess } from '../../lib/route-access';
import { registerHistoryRoute } from '../history/routes';
import { establishmentSessionOf } from '../shell-session';
import { quotaExportColumns } from './export-columns';
import { noEmploymentRequests, type QuotaUsage } from './providers';
import { findQuota, quotasFetcher } from './repository';
import { createQuota, deleteQuota, getQuota, listQuotas, updateQuota, withUsed } from './service';

export type LookupsQuotasRoutesOptions = {
  database: DatabaseHandle;
  /** The employment-requests module's count of new requests per country and month; default none. */
  usage?: QuotaUsage;
};

const READ = routeAccess('admin.quota', 'READ');
const WRITE = routeAccess('admin.quota', 'WRITE');
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const tags = ['lookups'];
const security = [{ bearer: [] }];

/** Admin lookup: country quotas (maximum new employment requests per country and month, with used). */
export const lookupsQuotasRoutes = async (
  app: FastifyInstance,
  options: LookupsQuotasRoutesOptions,
): Promise<void> => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;
  const usage = options.usage ?? noEmploymentRequests;
  const languageOfRequest = (headers: { 'accept-language'?: string | undefined }) =>
    languageOf(headers['accept-language']);

  api.get(
    '/api/lookups/quotas',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: 'Country quotas with used versus allowed: filtered, sorted page with the total',
        querystring: quotaListQuerySchema,
        response: { 200: quotaListResponseSchema, ...errors },
      },
    },
    async (request) => listQuotas(db, request.query, usage),
  );

  api.get(
    '/api/lookups/quotas/export',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: 'Country quotas: the whole filtered list as CSV (UTF-8 with BOM) or XLSX',
        querystring: quotaExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const language = languageOfRequest(request.headers);
      const fetchRows = quotasFetcher(db, query, query);
      return sendExport(reply, {
        format,
        filename: translate(language, 'quotas.fileName'),
        columns: quotaExportColumns(language),
        rows: allRows(async (limit, offset) => withUsed(db, await fetchRows(limit, offset), usage)),
      });
    },
  );

  api.get(
    '/api/lookups/quotas/:id',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: 'One country quota with used versus allowed',
        params: quotaIdParamsSchema,
        response: { 200: quotaSchema, ...errors },
      },
    },
    async (request) => getQuota(db, request.params.id, usage),
  );

  api.post(
    '/api/lookups/quotas',
    {
      config: { access: WRITE },
      schema: {
        tags,
        security,
        summary: 'Set a country quota for a month (one per country and month: 409 when it exists)',
        body: quotaInputSchema,
        response: { 201: quotaSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = establishmentSessionOf(request);
      const quota = await createQuota(db, session.user.id, request.body, languageOfRequest(request.headers));
      return reply.code(201).send(quota);
    },
  );

  api.put(
    '/api/lookups/quotas/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        security,
        summary: 'Change a country quota (one per country and month: 409 when taken)',
        params: quotaIdParamsSchema,
        body: quotaInputSchema,
        response: { 200: quotaSchema, ...errors },
      },
    },
    async (request) =>
      updateQuota(
        db,
        establishmentSessionOf(request).user.id,
        request.params.id,
        request.body,
        languageOfRequest(request.headers),
      ),
  );

  api.delete(
    '/api/lookups/quotas/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        security,
        summary: 'Delete a country quota (that month has no limit any more)',
        params: quotaIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteQuota(db, establishmentSessionOf(request).user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  registerHistoryRoute(app, {
    db,
    entityType: 'countryQuota',
    access: READ,
    canSee: async (database, id) => (await findQuota(database, id)) !== null,
  });
};
