import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@portal/contracts/error-body';
import {
  limitOfficeOptionsResponseSchema,
  organizationLimitExportQuerySchema,
  organizationLimitIdParamsSchema,
  organizationLimitInputSchema,
  organizationLimitUpdateSchema,
  organizationLimitListQuerySchema,
  organizationLimitListResponseSchema,
  organizationLimitSchema,
  partnershipLimitQuerySchema,
  partnershipLimitResponseSchema,
} from '@portal/contracts/lookups-organization-limits';
import type { DatabaseHandle } from '../../db/client';
import { registerLookupRoutes } from '../../lib/lookup-crud/lookup-routes';
import { routeAccess } from '../../lib/route-access';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { organizationLimitExportColumns } from './export-columns';
import type { ActivePartnershipContracts } from './providers';
import { findLimit, limitsFetcher } from './repository';
import {
  getOrganizationLimit,
  limitOffices,
  listOrganizationLimits,
  organizationLimitWrites,
  partnershipLimit,
  withUsed,
} from './service';
import { LIMIT_HISTORY_FIELDS } from './history-fields';

export type LookupsOrganizationLimitsRoutesOptions = {
  database: DatabaseHandle;
  /** The partnership-contracts module's count of active contracts per office and country. */
  activeContracts: ActivePartnershipContracts;
};

const READ = routeAccess('admin.organizationLimit', 'READ');
/** Spec 6: the partnership wizard's rule (PRO_COMPANY, PRO_OFFICE), reading partnership contracts. */
const WIZARD = routeAccess('partnershipContracts.wizard', 'READ');
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const security = [{ bearer: [] }];

/** Admin lookup: organisation limits (maximum active partnership contracts per office and country). */
export const lookupsOrganizationLimitsRoutes = async (
  app: FastifyInstance,
  options: LookupsOrganizationLimitsRoutesOptions,
): Promise<void> => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;
  const { activeContracts } = options;
  const writes = organizationLimitWrites(activeContracts);
  registerLookupRoutes(app, {
    db,
    path: '/api/lookups/organization-limits',
    routeId: 'admin.organizationLimit',
    schemas: {
      listQuery: organizationLimitListQuerySchema,
      listResponse: organizationLimitListResponseSchema,
      exportQuery: organizationLimitExportQuerySchema,
      params: organizationLimitIdParamsSchema,
      record: organizationLimitSchema,
      input: organizationLimitInputSchema,
      updateInput: organizationLimitUpdateSchema,
    },
    summaries: {
      list: 'Organisation limits with used versus allowed: filtered, sorted page with the total',
      export: 'Organisation limits: the whole filtered list as CSV (UTF-8 with BOM) or XLSX',
      get: 'One organisation limit with used versus allowed',
      create: 'Set the limit of an office for a country (one per office and country: 409 when it exists)',
      update: 'Change an organisation limit (one per office and country: 409 when taken)',
      delete: 'Delete an organisation limit (the office has no limit for that country any more)',
    },
    list: (query) => listOrganizationLimits(db, query, activeContracts),
    export: {
      fileName: 'limits.fileName',
      columns: organizationLimitExportColumns,
      fetcher: (query) => {
        const fetchRows = limitsFetcher(db, query, query);
        return async (limit, offset) => withUsed(db, await fetchRows(limit, offset), activeContracts);
      },
    },
    get: (id) => getOrganizationLimit(db, id, activeContracts),
    create: (userId, input, language) => writes.create(db, userId, input, language),
    update: (userId, id, input, language) => writes.update(db, userId, id, input, language),
    remove: (userId, id) => writes.remove(db, userId, id),
    history: {
      entityType: 'organizationLimit',
      fields: LIMIT_HISTORY_FIELDS,
      exists: async (database, id) => (await findLimit(database, id)) !== null,
    },
  });

  api.get(
    '/api/lookups/organization-limits/offices',
    {
      config: { access: READ },
      schema: {
        tags: ['lookups'],
        security,
        summary: 'The local offices (PRO_OFFICE, PRO_COMPANY organisations) a limit can name',
        response: { 200: limitOfficeOptionsResponseSchema, ...errors },
      },
    },
    async () => limitOffices(db),
  );

  api.get(
    '/api/partnership/contracts/limit',
    {
      config: { access: WIZARD },
      schema: {
        tags: ['partnership'],
        security,
        summary: "The calling office's active partnership contracts with a country's agencies, and its limit",
        description: '`allowed` is null when no limit is set for the office and country: no limit applies.',
        querystring: partnershipLimitQuerySchema,
        response: { 200: partnershipLimitResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = establishmentSessionOf(request);
      return partnershipLimit(db, session.organization.id, request.query.countryId, activeContracts);
    },
  );
};
