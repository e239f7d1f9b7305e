import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EMPLOYMENT_REQUEST_SORT_FIELDS,
  employmentRequestBulkSchema,
  employmentRequestFiltersShape,
  employmentRequestIdParamsSchema,
  employmentRequestListQuerySchema,
  employmentRequestListResponseSchema,
  employmentRequestSchema,
} from '@portal/contracts/employment-requests/schemas';
import { exportQuerySchema } from '@portal/contracts/list';
import { languageOf, translate } from '../../i18n/catalogue';
import { sendExport } from '../../lib/export/send-export';
import { documentedRoutes } from '../../platform/documented-routes';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { registerHistoryRoute } from '../../platform/history/routes';
import { READ } from './access';
import { REQUEST_EXPORT_COLUMNS } from './export-columns';
import type { EmploymentRequestOptions } from './module';
import { requestVisible } from './repository';
import { visibleRequests } from './scope';
import { exportRequestRows, getBulk, listEmploymentRequests, readEmploymentRequest } from './service';
import { REQUEST_HISTORY_FIELDS } from './history-fields';

export const { tags, security, errors, route } = documentedRoutes('employment-requests');

/** A plugin of this module's routes, registered with the module's options. */
export type RequestRoutes = FastifyPluginAsync<EmploymentRequestOptions>;

const exportSchema = exportQuerySchema(employmentRequestFiltersShape, EMPLOYMENT_REQUEST_SORT_FIELDS);

/** Reading employment requests: the list and its export, one request, one bulk, the history. */
export const employmentRequestReadRoutes: RequestRoutes = async (app, options) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;

  api.get(
    '/api/employment-requests',
    route(READ, {
      summary: 'The requests the caller sees, newest first',
      description:
        'Filters q (request number, employer id or passport start), status (several), countryId, bulkId, ' +
        'employerId, waiting=true (the requests waiting on the caller). `after` (the last id of the page ' +
        'before) reads the next page by keyset. `total` is exact up to 10,000, an estimate beyond.',
      querystring: employmentRequestListQuerySchema,
      response: { 200: employmentRequestListResponseSchema },
    }),
    async (request) => listEmploymentRequests(db, establishmentSessionOf(request), request.query),
  );

  api.get(
    '/api/employment-requests/export',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: 'The whole filtered list the caller sees, as CSV (UTF-8 with BOM) or XLSX',
        querystring: exportSchema,
      },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      return sendExport(reply, {
        format,
        filename: translate(languageOf(request.headers['accept-language']), 'employmentRequests.exportName'),
        columns: REQUEST_EXPORT_COLUMNS,
        rows: exportRequestRows(db, establishmentSessionOf(request), filters),
      });
    },
  );

  api.get(
    '/api/employment-requests/bulk/:id',
    route(READ, {
      summary: 'The requests one submission made, those the caller sees',
      params: employmentRequestIdParamsSchema,
      response: { 200: employmentRequestBulkSchema },
    }),
    async (request) => getBulk(db, establishmentSessionOf(request), request.params.id),
  );

  api.get(
    '/api/employment-requests/:id',
    route(READ, {
      summary: 'One request: employer, visa, candidate, terms, and the actions the caller may take now',
      params: employmentRequestIdParamsSchema,
      response: { 200: employmentRequestSchema },
    }),
    async (request) =>
      readEmploymentRequest(
        db,
        establishmentSessionOf(request),
        request.params.id,
        options.pendingMofaCancellation ?? false,
      ),
  );

  registerHistoryRoute(app, {
    db,
    entityType: 'employmentRequest',
    fields: REQUEST_HISTORY_FIELDS,
    access: READ,
    canSee: (database, id, session) => requestVisible(database, id, visibleRequests(session)),
  });
};
