import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contractFilterOptionsQuerySchema,
  contractFilterOptionsResponseSchema,
  contractIdParamsSchema,
  contractVersionListSchema,
  eprosQuerySchema,
  eprosResponseSchema,
  partnershipContractListQuerySchema,
  partnershipContractListResponseSchema,
  partnershipContractSchema,
} from '@portal/contracts/partnership-contracts/schemas';
import type { DatabaseHandle } from '../../db/client';
import { documentedRoutes } from '../../platform/documented-routes';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { registerHistoryRoute } from '../../platform/history/routes';
import { PREVIEW, READ } from './access';
import { listVersions } from './pdf';
import { findContractView } from './repository';
import { visibleContracts } from './scope';
import { eproOptions, filterOptions, getContract, listContracts } from './service';
import { CONTRACT_HISTORY_FIELDS } from './history-fields';

export type PartnershipRoutesOptions = { database: DatabaseHandle };

export const { tags, security, errors, route } = documentedRoutes('partnership');

/** Reading partnership contracts (spec 7): the list and its filter options, one contract, its versions and history. */
export const partnershipReadRoutes = async (app: FastifyInstance, options: PartnershipRoutesOptions) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;

  api.get(
    '/api/partnership/contracts',
    route(READ, {
      summary:
        'The contracts the caller sees, newest first: filters status, countryId, officeId, agencyId, number, from, to',
      querystring: partnershipContractListQuerySchema,
      response: { 200: partnershipContractListResponseSchema },
    }),
    async (request) => listContracts(db, establishmentSessionOf(request), request.query),
  );

  for (const [path, side] of [
    ['pro', 'office'],
    ['epro', 'agency'],
  ] as const) {
    api.get(
      `/api/partnership/contracts/filters/${path}`,
      route(READ, {
        summary: `The ${side === 'office' ? 'local offices' : 'foreign agencies'} and countries of the caller's contracts (filter options)`,
        querystring: contractFilterOptionsQuerySchema,
        response: { 200: contractFilterOptionsResponseSchema },
      }),
      async (request) => filterOptions(db, establishmentSessionOf(request), side, request.query.countryId),
    );
  }

  api.get(
    '/api/partnership/contracts/epros',
    route(PREVIEW, {
      summary:
        'The foreign agencies the calling office may contract: active, licensed, of a country open to recruitment',
      querystring: eprosQuerySchema,
      response: { 200: eprosResponseSchema },
    }),
    async (request) => eproOptions(db, request.query.countryId),
  );

  api.get(
    '/api/partnership/contracts/:id',
    route(READ, {
      summary: 'One contract: parties, terms, a pending update, and the actions the caller may take now',
      params: contractIdParamsSchema,
      response: { 200: partnershipContractSchema },
    }),
    async (request) => getContract(db, establishmentSessionOf(request), request.params.id),
  );

  api.get(
    '/api/partnership/contracts/:id/versions',
    route(READ, {
      summary: "The contract's approved versions, newest first, with their PDFs' SHA-256 once rendered",
      params: contractIdParamsSchema,
      response: { 200: contractVersionListSchema },
    }),
    async (request) => listVersions(db, establishmentSessionOf(request), request.params.id),
  );

  registerHistoryRoute(app, {
    db,
    entityType: 'partnershipContract',
    fields: CONTRACT_HISTORY_FIELDS,
    access: READ,
    canSee: async (database, id, session) =>
      (await findContractView(database, id, visibleContracts(session))) !== undefined,
  });
};
