import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@portal/contracts/error-body';
import {
  countryExportQuerySchema,
  countryIdParamsSchema,
  countryInputSchema,
  countryListQuerySchema,
  countryListResponseSchema,
  countryOptionsQuerySchema,
  countryOptionsResponseSchema,
  countrySchema,
} from '@portal/contracts/lookups-countries';
import type { DatabaseHandle } from '../../db/client';
import { languageOf, translate } from '../../i18n/catalogue';
import { sendExport } from '../../lib/export/send-export';
import { sendRevalidated } from '../../lib/http-cache';
import { allRows } from '../../lib/list/list-query';
import { routeAccess } from '../../lib/route-access';
import { registerHistoryRoute } from '../history/routes';
import { establishmentSessionOf } from '../shell-session';
import { COUNTRY_EXPORT_COLUMNS } from './export-columns';
import { countriesFetcher, findCountry } from './repository';
import { countryOptions, getCountry, listCountries, setCountryActive, updateCountry } from './service';

export type LookupsCountriesRoutesOptions = { database: DatabaseHandle };

const READ = routeAccess('admin.country', 'READ');
const WRITE = routeAccess('admin.country', 'WRITE');
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const tags = ['lookups'];
const security = [{ bearer: [] }];

/**
 * Admin lookup: countries. The 21 countries are seeded: edit and activate/deactivate only (code3
 * is immutable). ADMIN with LOOKUP READ reads, LOOKUP WRITE changes; options for every signed-in person.
 */
export const lookupsCountriesRoutes = async (
  app: FastifyInstance,
  options: LookupsCountriesRoutesOptions,
): Promise<void> => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;

  api.get(
    '/api/lookups/countries',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: 'Countries: filtered, sorted page with the total',
        querystring: countryListQuerySchema,
        response: { 200: countryListResponseSchema, ...errors },
      },
    },
    async (request) => listCountries(db, request.query),
  );

  api.get(
    '/api/lookups/countries/export',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: 'Countries: the whole filtered list as CSV (UTF-8 with BOM) or XLSX',
        querystring: countryExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      return sendExport(reply, {
        format,
        filename: translate(languageOf(request.headers['accept-language']), 'countries.fileName'),
        columns: COUNTRY_EXPORT_COLUMNS,
        rows: allRows(countriesFetcher(db, query, query)),
      });
    },
  );

  api.get(
    '/api/lookups/countries/options',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags,
        security,
        summary:
          'Countries to choose from: active for recruitment, plus includeId (the value a record holds)',
        description: 'Served with an ETag and `Cache-Control: private, no-cache`: 304 while unchanged.',
        querystring: countryOptionsQuerySchema,
        response: { 200: countryOptionsResponseSchema, 304: z.null(), 401: errorBodySchema },
      },
    },
    async (request, reply) =>
      sendRevalidated(request, reply, await countryOptions(db, request.query.includeId)),
  );

  api.get(
    '/api/lookups/countries/:id',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: 'One country',
        params: countryIdParamsSchema,
        response: { 200: countrySchema, ...errors },
      },
    },
    async (request) => getCountry(db, request.params.id),
  );

  api.put(
    '/api/lookups/countries/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        security,
        summary: 'Change a country: names, nationalities, approval flow, career in filters (code3 is fixed)',
        params: countryIdParamsSchema,
        body: countryInputSchema,
        response: { 200: countrySchema, ...errors },
      },
    },
    async (request) =>
      updateCountry(db, establishmentSessionOf(request).user.id, request.params.id, request.body),
  );

  for (const [action, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    api.post(
      `/api/lookups/countries/:id/${action}`,
      {
        config: { access: WRITE },
        schema: {
          tags,
          security,
          summary: active
            ? 'Activate a country for recruitment: offered again for new choices'
            : 'Deactivate a country for recruitment: hidden from new choices, kept on records that use it',
          params: countryIdParamsSchema,
          response: { 200: countrySchema, ...errors },
        },
      },
      async (request) =>
        setCountryActive(db, establishmentSessionOf(request).user.id, request.params.id, active),
    );
  }

  registerHistoryRoute(app, {
    db,
    entityType: 'country',
    access: READ,
    canSee: async (database, id) => (await findCountry(database, id)) !== null,
  });
};
