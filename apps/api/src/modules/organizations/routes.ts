import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@portal/contracts/error-body';
import {
  idParamsSchema,
  organizationCountriesResponseSchema,
  organizationCreateSchema,
  organizationDetailSchema,
  organizationListQuerySchema,
  organizationListResponseSchema,
  organizationPartnerSchema,
  organizationUpdateSchema,
} from '@portal/contracts/organizations';
import type { DatabaseHandle } from '../../db/client';
import { routeAccess } from '../../lib/route-access';
import { registerHistoryRoute } from '../../platform/history/routes';
import { establishmentSessionOf } from '../../platform/establishment-session';
import {
  canSeeOrganization,
  createOrganization,
  getOrganization,
  getPartnerOrganization,
  listOrganizations,
  updateOrganization,
} from './service';
import { findCountries } from './repository';
import { ORGANIZATION_HISTORY_FIELDS } from './history-fields';

export type OrganizationRoutesOptions = { database: DatabaseHandle };

const LIST = routeAccess('organization', 'READ');
const VIEW = routeAccess('organization.view', 'READ');
const PARTNER = routeAccess('organization.epro', 'READ');
const WRITE = routeAccess('organization.edit', 'WRITE');
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Organisations (decision 0010): list, view, partner view, create, edit, history. */
export const organizationRoutes = async (
  app: FastifyInstance,
  options: OrganizationRoutesOptions,
): Promise<void> => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;
  const common = { tags: ['organizations'], security: [{ bearer: [] }] };

  api.get(
    '/api/organizations',
    {
      config: { access: LIST },
      schema: {
        ...common,
        summary: "Organisations in the caller's scope (admins: all), filtered, sorted, one page",
        querystring: organizationListQuerySchema,
        response: { 200: organizationListResponseSchema, ...errors },
      },
    },
    async (request) => listOrganizations(db, establishmentSessionOf(request), request.query),
  );

  api.get(
    '/api/organizations/countries',
    {
      config: { access: LIST },
      schema: {
        ...common,
        summary: 'Countries an organisation can belong to (form and list filter)',
        response: { 200: organizationCountriesResponseSchema, ...errors },
      },
    },
    async () =>
      (await findCountries(db)).map((c) => ({
        id: c.id,
        code3: c.code3,
        name: { ar: c.nameAr, en: c.nameEn },
      })),
  );

  api.get(
    '/api/organizations/:id',
    {
      config: { access: VIEW },
      schema: {
        ...common,
        summary: 'The whole organisation record (404 outside the scope)',
        params: idParamsSchema,
        response: { 200: organizationDetailSchema, ...errors },
      },
    },
    async (request) => getOrganization(db, establishmentSessionOf(request), request.params.id),
  );

  api.get(
    '/api/organizations/:id/partner',
    {
      config: { access: PARTNER },
      schema: {
        ...common,
        summary: 'What a partner sees of an organisation (organization/{id}/epro; 404 outside the scope)',
        params: idParamsSchema,
        response: { 200: organizationPartnerSchema, ...errors },
      },
    },
    async (request) => getPartnerOrganization(db, establishmentSessionOf(request), request.params.id),
  );

  api.post(
    '/api/organizations',
    {
      config: { access: WRITE },
      schema: {
        ...common,
        summary: 'Create an organisation with its first establishment',
        body: organizationCreateSchema,
        response: { 201: organizationDetailSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const created = await createOrganization(db, establishmentSessionOf(request), request.body);
      return reply.code(201).send(created);
    },
  );

  api.put(
    '/api/organizations/:id',
    {
      config: { access: WRITE },
      schema: {
        ...common,
        summary:
          'Edit an organisation on the rowVersion read (409 RECORD_CHANGED when it moved); every changed field goes to its history',
        params: idParamsSchema,
        body: organizationUpdateSchema,
        response: { 200: organizationDetailSchema, ...errors },
      },
    },
    async (request) =>
      updateOrganization(db, establishmentSessionOf(request), request.params.id, request.body),
  );

  registerHistoryRoute(app, {
    db,
    entityType: 'organization',
    fields: ORGANIZATION_HISTORY_FIELDS,
    access: VIEW,
    canSee: canSeeOrganization,
  });
};
