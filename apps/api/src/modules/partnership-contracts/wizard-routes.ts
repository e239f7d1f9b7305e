import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contractIdParamsSchema,
  partnershipContractSchema,
} from '@portal/contracts/partnership-contracts/schemas';
import {
  partnershipContractBodySchema,
  partnershipContractUpdateSchema,
} from '@portal/contracts/partnership-contracts/wizard';
import { languageOf } from '../../i18n/catalogue';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { PREVIEW, WIZARD_WRITE } from './access';
import { renderContractDocument } from './document';
import { route, type PartnershipRoutesOptions } from './routes';
import { createContract, previewDocument, updateContract } from './service';

/** The wizard's calls (spec 7): create, change and preview a contract. */
export const partnershipWizardRoutes = async (app: FastifyInstance, options: PartnershipRoutesOptions) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;

  api.post(
    '/api/partnership/contracts/create',
    route(WIZARD_WRITE, {
      summary:
        'Create a DRAFT contract of the calling office (refused with 409 beyond the organisation limit)',
      body: partnershipContractBodySchema,
      response: { 201: partnershipContractSchema },
    }),
    async (request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      const created = await createContract(db, establishmentSessionOf(request), request.body, language);
      return reply.code(201).send(created);
    },
  );

  api.put(
    '/api/partnership/contracts/:id',
    route(WIZARD_WRITE, {
      summary:
        'Change a contract: a DRAFT or REJECTED one takes the terms and is a DRAFT; an ACTIVE one keeps its terms until the agency confirms the new ones',
      params: contractIdParamsSchema,
      body: partnershipContractUpdateSchema,
      response: { 200: partnershipContractSchema },
    }),
    async (request) =>
      updateContract(
        db,
        establishmentSessionOf(request),
        request.params.id,
        request.body,
        languageOf(request.headers['accept-language']),
      ),
  );

  api.post(
    '/api/partnership/contracts/preview',
    route(PREVIEW, {
      summary: "The contract the wizard's body makes, as an HTML document in the request's language",
      body: partnershipContractBodySchema,
      produces: ['text/html'],
      response: { 200: z.string() },
    }),
    async (request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      const document = await previewDocument(db, establishmentSessionOf(request), request.body, language);
      reply.header('cache-control', 'no-store');
      return reply.type('text/html; charset=utf-8').send(renderContractDocument(document, language).html);
    },
  );
};
