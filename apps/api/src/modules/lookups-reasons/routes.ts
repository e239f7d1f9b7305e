import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@portal/contracts/error-body';
import {
  reasonExportQuerySchema,
  reasonIdParamsSchema,
  reasonInputSchema,
  reasonListQuerySchema,
  reasonListResponseSchema,
  reasonOptionsQuerySchema,
  reasonOptionsResponseSchema,
  reasonRecordSchema,
} from '@portal/contracts/lookups-reasons';
import type { DatabaseHandle } from '../../db/client';
import { languageOf, translate } from '../../i18n/catalogue';
import { sendExport } from '../../lib/export/send-export';
import { sendRevalidated } from '../../lib/http-cache';
import { allRows } from '../../lib/list/list-query';
import { routeAccess } from '../../lib/route-access';
import { registerHistoryRoute } from '../history/routes';
import { establishmentSessionOf } from '../shell-session';
import { REASON_EXPORT_COLUMNS } from './export-columns';
import { findReason, reasonsFetcher } from './repository';
import {
  createReason,
  deleteReason,
  getReason,
  listReasons,
  reasonOptions,
  setReasonActive,
  updateReason,
} from './service';

export type LookupsReasonsRoutesOptions = { database: DatabaseHandle };

const READ = routeAccess('admin.reason', 'READ');
const WRITE = routeAccess('admin.reason', 'WRITE');
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const tags = ['lookups'];
const security = [{ bearer: [] }];

/** Admin lookup: reasons (rejection, cancellation, suspension, complaint, licence). */
export const lookupsReasonsRoutes = async (
  app: FastifyInstance,
  options: LookupsReasonsRoutesOptions,
): Promise<void> => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;
  const languageOfRequest = (headers: { 'accept-language'?: string | undefined }) =>
    languageOf(headers['accept-language']);

  api.get(
    '/api/lookups/reasons',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: 'Reasons: filtered, sorted page with the total',
        querystring: reasonListQuerySchema,
        response: { 200: reasonListResponseSchema, ...errors },
      },
    },
    async (request) => listReasons(db, request.query),
  );

  api.get(
    '/api/lookups/reasons/export',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: 'Reasons: the whole filtered list as CSV (UTF-8 with BOM) or XLSX',
        querystring: reasonExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      return sendExport(reply, {
        format,
        filename: translate(languageOfRequest(request.headers), 'reasons.fileName'),
        columns: REASON_EXPORT_COLUMNS,
        rows: allRows(reasonsFetcher(db, query, query)),
      });
    },
  );

  api.get(
    '/api/lookups/reasons/options',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags,
        security,
        summary:
          'Reasons to choose from (of one kind): active ones, plus includeId (the value a record holds)',
        description: 'Served with an ETag and `Cache-Control: private, no-cache`: 304 while unchanged.',
        querystring: reasonOptionsQuerySchema,
        response: { 200: reasonOptionsResponseSchema, 304: z.null(), 401: errorBodySchema },
      },
    },
    async (request, reply) =>
      sendRevalidated(request, reply, await reasonOptions(db, request.query.kind, request.query.includeId)),
  );

  api.get(
    '/api/lookups/reasons/:id',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: 'One reason',
        params: reasonIdParamsSchema,
        response: { 200: reasonRecordSchema, ...errors },
      },
    },
    async (request) => getReason(db, request.params.id),
  );

  api.post(
    '/api/lookups/reasons',
    {
      config: { access: WRITE },
      schema: {
        tags,
        security,
        summary: 'Add a reason',
        body: reasonInputSchema,
        response: { 201: reasonRecordSchema, ...errors },
      },
    },
    async (request, reply) => {
      const reason = await createReason(db, establishmentSessionOf(request).user.id, request.body);
      return reply.code(201).send(reason);
    },
  );

  api.put(
    '/api/lookups/reasons/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        security,
        summary: 'Change a reason',
        params: reasonIdParamsSchema,
        body: reasonInputSchema,
        response: { 200: reasonRecordSchema, ...errors },
      },
    },
    async (request) =>
      updateReason(db, establishmentSessionOf(request).user.id, request.params.id, request.body),
  );

  for (const [action, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    api.post(
      `/api/lookups/reasons/:id/${action}`,
      {
        config: { access: WRITE },
        schema: {
          tags,
          security,
          summary: active
            ? 'Activate a reason: offered again for new choices'
            : 'Deactivate a reason: hidden from new choices, kept on records that use it',
          params: reasonIdParamsSchema,
          response: { 200: reasonRecordSchema, ...errors },
        },
      },
      async (request) =>
        setReasonActive(db, establishmentSessionOf(request).user.id, request.params.id, active),
    );
  }

  api.delete(
    '/api/lookups/reasons/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        security,
        summary: 'Delete a reason nobody uses (409 naming where it is used)',
        params: reasonIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const session = establishmentSessionOf(request);
      await deleteReason(db, session.user.id, request.params.id, languageOfRequest(request.headers));
      return reply.code(204).send(null);
    },
  );

  registerHistoryRoute(app, {
    db,
    entityType: 'reason',
    access: READ,
    canSee: async (database, id) => (await findReason(database, id)) !== null,
  });
};
