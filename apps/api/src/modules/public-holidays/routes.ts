import type { FastifyInstance } from 'fastify';
import {
  publicHolidayExportQuerySchema,
  publicHolidayIdParamsSchema,
  publicHolidayInputSchema,
  publicHolidayListQuerySchema,
  publicHolidayListResponseSchema,
  publicHolidaySchema,
  publicHolidayUpdateSchema,
} from '@portal/contracts/public-holidays';
import type { DatabaseHandle } from '../../db/client';
import { registerLookupRoutes } from '../../lib/lookup-crud/lookup-routes';
import { thenRefreshClocks } from '../../platform/clocks/rules-changed';
import { publicHolidayExportColumns } from './export-columns';
import { PUBLIC_HOLIDAY_HISTORY_FIELDS } from './history-fields';
import { findPublicHoliday, publicHolidaysFetcher } from './repository';
import {
  createPublicHoliday,
  deletePublicHoliday,
  getPublicHoliday,
  listPublicHolidays,
  updatePublicHoliday,
} from './service';

export type PublicHolidaysRoutesOptions = { database: DatabaseHandle };

/**
 * The kingdom's public holidays (decision 0057): ADMIN with LOOKUP READ reads, WRITE changes. Every
 * change reads the open clocks again: a working-day clock skips the days listed (decision 0056).
 */
export const publicHolidaysRoutes = async (
  app: FastifyInstance,
  options: PublicHolidaysRoutesOptions,
): Promise<void> => {
  const { db } = options.database;
  const refreshing = thenRefreshClocks(app.jobs);
  registerLookupRoutes(app, {
    db,
    path: '/api/public-holidays',
    routeId: 'admin.publicHolidays',
    schemas: {
      listQuery: publicHolidayListQuerySchema,
      listResponse: publicHolidayListResponseSchema,
      exportQuery: publicHolidayExportQuerySchema,
      params: publicHolidayIdParamsSchema,
      record: publicHolidaySchema,
      input: publicHolidayInputSchema,
      updateInput: publicHolidayUpdateSchema,
    },
    summaries: {
      list: 'Public holidays: filtered (year, name), sorted page with the total',
      export: 'Public holidays: the whole filtered list as CSV (UTF-8 with BOM) or XLSX, Hijri beside',
      get: 'One public holiday',
      create: 'Add a public holiday (one day; 409 when the day already has one); open clocks are read again',
      update: 'Change a public holiday (409 when the day already has one); open clocks are read again',
      delete: 'Delete a public holiday (its history stays); open clocks are read again',
    },
    list: (query) => listPublicHolidays(db, query),
    export: {
      fileName: 'publicHolidays.fileName',
      columns: publicHolidayExportColumns,
      fetcher: (query) => publicHolidaysFetcher(db, query, query),
    },
    get: (id) => getPublicHoliday(db, id),
    create: (userId, input, language) => refreshing(createPublicHoliday(db, userId, input, language)),
    update: (userId, id, input, language) => refreshing(updatePublicHoliday(db, userId, id, input, language)),
    remove: (userId, id, language) => refreshing(deletePublicHoliday(db, userId, id, language)),
    history: {
      entityType: 'publicHoliday',
      fields: PUBLIC_HOLIDAY_HISTORY_FIELDS,
      exists: async (database, id) => (await findPublicHoliday(database, id)) !== null,
    },
  });
};
