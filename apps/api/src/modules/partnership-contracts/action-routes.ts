import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contractActionQuerySchema,
  contractIdParamsSchema,
  partnershipContractSchema,
} from '@portal/contracts/partnership-contracts/schemas';
import {
  PARTNERSHIP_POST_ACTIONS,
  partnershipContractTransitions,
} from '@portal/contracts/partnership-contracts/transitions';
import { languageOf } from '../../i18n/catalogue';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { contractActionAccess } from './access';
import { errors, security, tags, type PartnershipRoutesOptions } from './routes';
import { confirmContract, takeAction } from './service';
import { issueNewestVersion } from './verifiable';

/**
 * The seven `POST .../{id}/{action}` calls, one per declared action, with empty bodies (spec 7);
 * reject and cancel take their reason as `?reasonId=`. And `PUT .../{id}/confirm`.
 */
export const partnershipActionRoutes = async (app: FastifyInstance, options: PartnershipRoutesOptions) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;

  for (const action of PARTNERSHIP_POST_ACTIONS) {
    const rule = partnershipContractTransitions.actions[action];
    api.post(
      `/api/partnership/contracts/:id/${action}`,
      {
        config: { access: contractActionAccess(action) },
        schema: {
          tags,
          security,
          summary: `${action}: ${rule.from.join(' or ')} → ${rule.to}, by ${rule.by.join(' or ')}${
            action === 'reject' || action === 'cancel' ? ' (reason: ?reasonId=)' : ''
          }`,
          params: contractIdParamsSchema,
          querystring: contractActionQuerySchema,
          response: { 200: partnershipContractSchema, ...errors },
        },
      },
      async (request) =>
        takeAction(db, establishmentSessionOf(request), request.params.id, action, {
          reasonId: request.query.reasonId,
          language: languageOf(request.headers['accept-language']),
          documents: app.verifiableDocuments,
        }),
    );
  }

  api.put(
    '/api/partnership/contracts/:id/confirm',
    {
      config: { access: contractActionAccess('confirm') },
      schema: {
        tags,
        security,
        summary: "Confirm an ACTIVE contract's pending update: its terms become the next version",
        params: contractIdParamsSchema,
        response: { 200: partnershipContractSchema, ...errors },
      },
    },
    async (request) => {
      const session = establishmentSessionOf(request);
      const contract = await confirmContract(db, session, request.params.id);
      await issueNewestVersion(app.verifiableDocuments, db, contract.id, session.user);
      return contract;
    },
  );
};
