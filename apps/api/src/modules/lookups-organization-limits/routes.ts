import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@portal/contracts/error-body';
import {
  limitOfficeOptionsResponseSchema,
  organizationLimitExportQuerySchema,
  organizationLimitIdParamsSchema,
  organizationLimitInputSchema,
  organizationLimitListQuerySchema,
  organizationLimitListResponseSchema,
  organizationLimitSchema,
  partnershipLimitQuerySchema,
  partnershipLimitResponseSchema,
} from '@portal/contracts/lookups-organization-limits';
import type { DatabaseHandle } from '../../db/client';
import { languageOf, translate } from '../../i18n/catalogue';
import { sendExport } from '../../lib/export/send-export';
import { allRows } from '../../lib/list/list-query';
import { routeAccess } from '../../lib/route-access';
import { registerHistoryRoute } from '../history/routes';
import { establishmentSessionOf } from '../shell-session';
import { organizationLimitExportColumns } from './export-columns';
import { noPartnershipContracts, type ActivePartnershipContracts } from './providers';
import { findLimit, limitsFetcher } from './repository';
import {
  createOrganizationLimit,
  deleteOrganizationLimit,
  getOrganizationLimit,
  limitOffices,
  listOrganizationLimits,
  partnershipLimit,
  updateOrganizationLimit,
  withUsed,
} from './service';

export type LookupsOrganizationLimitsRoutesOptions = {
  database: DatabaseHandle;
  /** The partnership-contracts module's count of active contracts per office and country; default none. */
  activeContracts?: ActivePartnershipContracts;
};

const READ = routeAccess('admin.organizationLimit', 'READ');
const WRITE = routeAccess('admin.organizationLimit', 'WRITE');
/** Spec 6: the partnership wizard's rule (PRO_COMPANY, PRO_OFFICE), reading partnership contracts. */
const WIZARD = routeAccess('partnershipContracts.wizard', 'READ');
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const tags = ['lookups'];
const security = [{ bearer: [] }];

/** Admin lookup: organisation limits (maximum active partnership contracts per office and country). */
export const lookupsOrganizationLimitsRoutes = async (
  app: FastifyInstance,
  options: LookupsOrganizationLimitsRoutesOptions,
): Promise<void> => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;
  const activeContracts = options.activeContracts ?? noPartnershipContracts;
  const languageOfRequest = (headers: { 'accept-language'?: string | undefined }) =>
    languageOf(headers['accept-language']);

  api.get(
    '/api/lookups/organization-limits',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: 'Organisation limits with used versus allowed: filtered, sorted page with the total',
        querystring: organizationLimitListQuerySchema,
        response: { 200: organizationLimitListResponseSchema, ...errors },
      },
    },
    async (request) => listOrganizationLimits(db, request.query, activeContracts),
  );

  api.get(
    '/api/lookups/organization-limits/export',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: 'Organisation limits: the whole filtered list as CSV (UTF-8 with BOM) or XLSX',
        querystring: organizationLimitExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const language = languageOfRequest(request.headers);
      const fetchRows = limitsFetcher(db, query, query);
      return sendExport(reply, {
        format,
        filename: translate(language, 'limits.fileName'),
        columns: organizationLimitExportColumns(language),
        rows: allRows(async (limit, offset) => withUsed(db, await fetchRows(limit, offset), activeContracts)),
      });
    },
  );

  api.get(
    '/api/lookups/organization-limits/offices',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: 'The local offices (PRO_OFFICE, PRO_COMPANY organisations) a limit can name',
        response: { 200: limitOfficeOptionsResponseSchema, ...errors },
      },
    },
    async () => limitOffices(db),
  );

  api.get(
    '/api/lookups/organization-limits/:id',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: 'One organisation limit with used versus allowed',
        params: organizationLimitIdParamsSchema,
        response: { 200: organizationLimitSchema, ...errors },
      },
    },
    async (request) => getOrganizationLimit(db, request.params.id, activeContracts),
  );

  api.post(
    '/api/lookups/organization-limits',
    {
      config: { access: WRITE },
      schema: {
        tags,
        security,
        summary: 'Set the limit of an office for a country (one per office and country: 409 when it exists)',
        body: organizationLimitInputSchema,
        response: { 201: organizationLimitSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = establishmentSessionOf(request);
      const limit = await createOrganizationLimit(
        db,
        session.user.id,
        request.body,
        languageOfRequest(request.headers),
      );
      return reply.code(201).send(limit);
    },
  );

  api.put(
    '/api/lookups/organization-limits/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        security,
        summary: 'Change an organisation limit (one per office and country: 409 when taken)',
        params: organizationLimitIdParamsSchema,
        body: organizationLimitInputSchema,
        response: { 200: organizationLimitSchema, ...errors },
      },
    },
    async (request) =>
      updateOrganizationLimit(
        db,
        establishmentSessionOf(request).user.id,
        request.params.id,
        request.body,
        languageOfRequest(request.headers),
      ),
  );

  api.delete(
    '/api/lookups/organization-limits/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        security,
        summary: 'Delete an organisation limit (the office has no limit for that country any more)',
        params: organizationLimitIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteOrganizationLimit(db, establishmentSessionOf(request).user.id, request.params.id);
      return reply.code(204).send(null);
    },
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

  registerHistoryRoute(app, {
    db,
    entityType: 'organizationLimit',
    access: READ,
    canSee: async (database, id) => (await findLimit(database, id)) !== null,
  });
};
