import type { FastifyInstance } from 'fastify';
import {
  reasonExportQuerySchema,
  reasonIdParamsSchema,
  reasonInputSchema,
  reasonUpdateSchema,
  reasonListQuerySchema,
  reasonListResponseSchema,
  reasonOptionsQuerySchema,
  reasonOptionsResponseSchema,
  reasonRecordSchema,
} from '@portal/contracts/lookups-reasons';
import type { DatabaseHandle } from '../../db/client';
import { registerLookupRoutes } from '../../lib/lookup-crud/lookup-routes';
import { reasonExportColumns } from './export-columns';
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
import { REASON_HISTORY_FIELDS } from './history-fields';

export type LookupsReasonsRoutesOptions = { database: DatabaseHandle };

/** Admin lookup: reasons (rejection, cancellation, suspension, complaint, licence). */
export const lookupsReasonsRoutes = async (
  app: FastifyInstance,
  options: LookupsReasonsRoutesOptions,
): Promise<void> => {
  const { db } = options.database;
  registerLookupRoutes(app, {
    db,
    path: '/api/lookups/reasons',
    routeId: 'admin.reason',
    schemas: {
      listQuery: reasonListQuerySchema,
      listResponse: reasonListResponseSchema,
      exportQuery: reasonExportQuerySchema,
      params: reasonIdParamsSchema,
      record: reasonRecordSchema,
      input: reasonInputSchema,
      updateInput: reasonUpdateSchema,
    },
    summaries: {
      list: 'Reasons: filtered, sorted page with the total',
      export: 'Reasons: the whole filtered list as CSV (UTF-8 with BOM) or XLSX',
      get: 'One reason',
      create: 'Add a reason',
      update: 'Change a reason',
      activate: 'Activate a reason: offered again for new choices',
      deactivate: 'Deactivate a reason: hidden from new choices, kept on records that use it',
      delete: 'Delete a reason nobody uses (409 naming where it is used)',
    },
    list: (query) => listReasons(db, query),
    export: {
      fileName: 'reasons.fileName',
      columns: reasonExportColumns,
      fetcher: (query) => reasonsFetcher(db, query, query),
    },
    options: {
      summary: 'Reasons to choose from (of one kind): active ones, plus includeId (the value a record holds)',
      querystring: reasonOptionsQuerySchema,
      response: reasonOptionsResponseSchema,
      load: (query) => reasonOptions(db, query.kind, query.includeId),
    },
    get: (id) => getReason(db, id),
    create: (userId, input) => createReason(db, userId, input),
    update: (userId, id, input) => updateReason(db, userId, id, input),
    setActive: (userId, id, active) => setReasonActive(db, userId, id, active),
    remove: (userId, id, language) => deleteReason(db, userId, id, language),
    history: {
      entityType: 'reason',
      fields: REASON_HISTORY_FIELDS,
      exists: async (database, id) => (await findReason(database, id)) !== null,
    },
  });
};
