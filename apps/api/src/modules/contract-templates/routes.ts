import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contractTemplateCreateSchema,
  contractTemplateIdParamsSchema,
  contractTemplateListSchema,
  contractTemplateSchema,
  contractTemplateUpdateSchema,
  currentTemplateQuerySchema,
  currentTemplateResponseSchema,
} from '@portal/contracts/contract-templates';
import { errorBodySchema } from '@portal/contracts/error-body';
import type { DatabaseHandle } from '../../db/client';
import { languageOf } from '../../i18n/catalogue';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { registerHistoryRoute } from '../../platform/history/routes';
import { TEMPLATE_FOR_WIZARD, TEMPLATE_READ, TEMPLATE_WRITE } from './access';
import { CONTRACT_TEMPLATE_HISTORY_FIELDS } from './history-fields';
import { findTemplate } from './repository';
import { createTemplate, currentTemplate, getTemplate, listTemplates, updateTemplate } from './service';

export type ContractTemplatesRoutesOptions = { database: DatabaseHandle };

const tags = ['contract-templates'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * Standard partnership contracts per sending country (issue 25, decision 0053): admins list, read,
 * create and save new versions; the partnership wizard reads the country's current one.
 */
export const contractTemplatesRoutes = async (
  app: FastifyInstance,
  options: ContractTemplatesRoutesOptions,
): Promise<void> => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;

  api.get(
    '/api/contract-templates',
    {
      config: { access: TEMPLATE_READ },
      schema: {
        tags,
        security,
        summary: 'Every country’s contract template with its newest and current version',
        response: { 200: contractTemplateListSchema, ...errors },
      },
    },
    async () => listTemplates(db),
  );

  api.get(
    '/api/contract-templates/current',
    {
      config: { access: TEMPLATE_FOR_WIZARD },
      schema: {
        tags,
        security,
        summary:
          'The country’s template version in force today, which the partnership wizard starts from (null: none)',
        querystring: currentTemplateQuerySchema,
        response: { 200: currentTemplateResponseSchema, ...errors },
      },
    },
    async (request) => currentTemplate(db, request.query.countryId),
  );

  api.get(
    '/api/contract-templates/:id',
    {
      config: { access: TEMPLATE_READ },
      schema: {
        tags,
        security,
        summary: 'One template with every version, newest first',
        params: contractTemplateIdParamsSchema,
        response: { 200: contractTemplateSchema, ...errors },
      },
    },
    async (request) => getTemplate(db, request.params.id),
  );

  api.post(
    '/api/contract-templates',
    {
      config: { access: TEMPLATE_WRITE },
      schema: {
        tags,
        security,
        summary: 'Add a country’s template at version 1 (409 when the country has one)',
        body: contractTemplateCreateSchema,
        response: { 201: contractTemplateSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createTemplate(
        db,
        establishmentSessionOf(request).user.id,
        request.body,
        languageOf(request.headers['accept-language']),
      );
      return reply.code(201).send(created);
    },
  );

  api.put(
    '/api/contract-templates/:id',
    {
      config: { access: TEMPLATE_WRITE },
      schema: {
        tags,
        security,
        summary: 'Save a new version of a template (the earlier ones are kept; 409 when it moved)',
        params: contractTemplateIdParamsSchema,
        body: contractTemplateUpdateSchema,
        response: { 200: contractTemplateSchema, ...errors },
      },
    },
    async (request) =>
      updateTemplate(db, establishmentSessionOf(request).user.id, request.params.id, request.body),
  );

  registerHistoryRoute(app, {
    db,
    entityType: 'contractTemplate',
    fields: CONTRACT_TEMPLATE_HISTORY_FIELDS,
    access: TEMPLATE_READ,
    canSee: async (database, id) => (await findTemplate(database, id)) !== null,
  });
};
