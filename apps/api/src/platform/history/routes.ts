import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@portal/contracts/error-body';
import { historyEntrySchema, historyParamsSchema, historyQuerySchema } from '@portal/contracts/history';
import { listResponseSchema } from '@portal/contracts/list';
import type { Database } from '../../db/client';
import type { EstablishmentAccess } from '../../lib/access-declaration';
import { notFound } from '../../lib/errors';
import type { EstablishmentSession } from '../../types/session';
import { establishmentSessionOf } from '../establishment-session';
import type { HistoryFields } from './fields';
import { listHistory, type HistoryEntityType } from './service';

export type HistoryRouteOptions = {
  db: Database;
  entityType: HistoryEntityType;
  /**
   * What its history shows: the module's declared fields (the rest is internal), or the fields of
   * one record where a label depends on it (a setting's value is labelled with its setting).
   */
  fields: HistoryFields | ((db: Database, entityId: number) => Promise<HistoryFields>);
  /** Who may read this record type's history (usually the module's read rule). */
  access: EstablishmentAccess;
  /** False when the record does not exist or the caller may not see it: answers 404. */
  canSee: (db: Database, entityId: number, session: EstablishmentSession) => Promise<boolean>;
};

const historyPageSchema = listResponseSchema(historyEntrySchema);

/**
 * `GET /api/history/{entityType}/{entityId}` for one record type, guarded by that type's own rule.
 * Each module registers its own: `registerHistoryRoute(app, { entityType: 'job', fields, access, canSee })`.
 */
export const registerHistoryRoute = (app: FastifyInstance, options: HistoryRouteOptions): void => {
  const { db, entityType, fields, access, canSee } = options;
  app.withTypeProvider<ZodTypeProvider>().get(
    `/api/history/${entityType}/:entityId`,
    {
      config: { access },
      schema: {
        tags: ['history'],
        summary: `Who changed what in a ${entityType}, and when (newest first)`,
        security: [{ bearer: [] }],
        params: historyParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: historyPageSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { entityId } = request.params;
      if (!(await canSee(db, entityId, establishmentSessionOf(request)))) throw notFound();
      const declared = typeof fields === 'function' ? await fields(db, entityId) : fields;
      return listHistory(db, entityType, declared, entityId, request.query.page, request.query.size);
    },
  );
};
