import type { FastifyInstance } from 'fastify';
import {
  quotaExportQuerySchema,
  quotaIdParamsSchema,
  quotaInputSchema,
  quotaUpdateSchema,
  quotaListQuerySchema,
  quotaListResponseSchema,
  quotaSchema,
} from '@portal/contracts/lookups-quotas';
import type { DatabaseHandle } from '../../db/client';
import { registerLookupRoutes } from '../../lib/lookup-crud/lookup-routes';
import { quotaExportColumns } from './export-columns';
import type { QuotaUsage } from './providers';
import { findQuota, quotasFetcher } from './repository';
import { getQuota, listQuotas, quotaWrites, withUsed } from './service';
import { QUOTA_HISTORY_FIELDS } from './history-fields';

export type LookupsQuotasRoutesOptions = {
  database: DatabaseHandle;
  /** The employment-requests module's count of new requests per country and month. */
  usage: QuotaUsage;
};

/** Admin lookup: country quotas (maximum new employment requests per country and month, with used). */
export const lookupsQuotasRoutes = async (
  app: FastifyInstance,
  options: LookupsQuotasRoutesOptions,
): Promise<void> => {
  const { db } = options.database;
  const { usage } = options;
  const writes = quotaWrites(usage);
  registerLookupRoutes(app, {
    db,
    path: '/api/lookups/quotas',
    routeId: 'admin.quota',
    schemas: {
      listQuery: quotaListQuerySchema,
      listResponse: quotaListResponseSchema,
      exportQuery: quotaExportQuerySchema,
      params: quotaIdParamsSchema,
      record: quotaSchema,
      input: quotaInputSchema,
      updateInput: quotaUpdateSchema,
    },
    summaries: {
      list: 'Country quotas with used versus allowed: filtered, sorted page with the total',
      export: 'Country quotas: the whole filtered list as CSV (UTF-8 with BOM) or XLSX',
      get: 'One country quota with used versus allowed',
      create: 'Set a country quota for a month (one per country and month: 409 when it exists)',
      update: 'Change a country quota (one per country and month: 409 when taken)',
      delete: 'Delete a country quota (that month has no limit any more)',
    },
    list: (query) => listQuotas(db, query, usage),
    export: {
      fileName: 'quotas.fileName',
      columns: quotaExportColumns,
      fetcher: (query) => {
        const fetchRows = quotasFetcher(db, query, query);
        return async (limit, offset) => withUsed(db, await fetchRows(limit, offset), usage);
      },
    },
    get: (id) => getQuota(db, id, usage),
    create: (userId, input, language) => writes.create(db, userId, input, language),
    update: (userId, id, input, language) => writes.update(db, userId, id, input, language),
    remove: (userId, id) => writes.remove(db, userId, id),
    history: {
      entityType: 'countryQuota',
      fields: QUOTA_HISTORY_FIELDS,
      exists: async (database, id) => (await findQuota(database, id)) !== null,
    },
  });
};
