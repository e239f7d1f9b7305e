import type { FastifyInstance } from 'fastify';
import {
  countryExportQuerySchema,
  countryIdParamsSchema,
  countryInputSchema,
  countryUpdateSchema,
  countryListQuerySchema,
  countryListResponseSchema,
  countryOptionsQuerySchema,
  countryOptionsResponseSchema,
  countrySchema,
} from '@portal/contracts/lookups-countries';
import type { DatabaseHandle } from '../../db/client';
import { registerLookupRoutes } from '../../lib/lookup-crud/lookup-routes';
import { countryExportColumns } from './export-columns';
import { countriesFetcher, findCountry } from './repository';
import { countryOptions, getCountry, listCountries, setCountryActive, updateCountry } from './service';
import { COUNTRY_HISTORY_FIELDS } from './history-fields';

export type LookupsCountriesRoutesOptions = { database: DatabaseHandle };

/**
 * Admin lookup: countries. The 21 countries are seeded: edit and activate/deactivate only (code3
 * is immutable). ADMIN with LOOKUP READ reads, LOOKUP WRITE changes; options for every signed-in person.
 */
export const lookupsCountriesRoutes = async (
  app: FastifyInstance,
  options: LookupsCountriesRoutesOptions,
): Promise<void> => {
  const { db } = options.database;
  registerLookupRoutes(app, {
    db,
    path: '/api/lookups/countries',
    routeId: 'admin.country',
    schemas: {
      listQuery: countryListQuerySchema,
      listResponse: countryListResponseSchema,
      exportQuery: countryExportQuerySchema,
      params: countryIdParamsSchema,
      record: countrySchema,
      input: countryInputSchema,
      updateInput: countryUpdateSchema,
    },
    summaries: {
      list: 'Countries: filtered, sorted page with the total',
      export: 'Countries: the whole filtered list as CSV (UTF-8 with BOM) or XLSX',
      get: 'One country',
      update: 'Change a country: names, nationalities, approval flow, career in filters (code3 is fixed)',
      activate: 'Activate a country for recruitment: offered again for new choices',
      deactivate:
        'Deactivate a country for recruitment: hidden from new choices, kept on records that use it',
    },
    list: (query) => listCountries(db, query),
    export: {
      fileName: 'countries.fileName',
      columns: countryExportColumns,
      fetcher: (query) => countriesFetcher(db, query, query),
    },
    options: {
      summary: 'Countries to choose from: active for recruitment, plus includeId (the value a record holds)',
      querystring: countryOptionsQuerySchema,
      response: countryOptionsResponseSchema,
      load: (query) => countryOptions(db, query.includeId),
    },
    get: (id) => getCountry(db, id),
    update: (userId, id, input) => updateCountry(db, userId, id, input),
    setActive: (userId, id, active) => setCountryActive(db, userId, id, active),
    history: {
      entityType: 'country',
      fields: COUNTRY_HISTORY_FIELDS,
      exists: async (database, id) => (await findCountry(database, id)) !== null,
    },
  });
};
