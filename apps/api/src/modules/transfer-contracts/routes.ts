import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  transferableWorkersQuerySchema,
  transferableWorkersResponseSchema,
  transferContractCreateSchema,
  transferContractIdParamsSchema,
  transferContractListQuerySchema,
  transferContractListResponseSchema,
  transferContractSchema,
} from '@portal/contracts/transfer-contracts/schemas';
import { languageOf } from '../../i18n/catalogue';
import { documentedRoutes } from '../../platform/documented-routes';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { registerHistoryRoute } from '../../platform/history/routes';
import { OFFICE_READ, OFFICE_WRITE, READ } from './access';
import { createTransfer } from './create';
import type { TransferContractOptions } from './module';
import { transferVisible } from './repository';
import { visibleTransfers } from './scope';
import { getTransferContract, listTransferContracts } from './service';
import { transferableWorkers } from './workers';
import { TRANSFER_HISTORY_FIELDS } from './history-fields';

export const { tags, security, errors, route } = documentedRoutes('transfer-contracts');

/** Transfers: the list, the office's transferable workers, making one, one transfer, its history. */
export const transferContractRoutes = async (app: FastifyInstance, options: TransferContractOptions) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;

  api.get(
    '/api/transfer-contracts',
    route(READ, {
      summary: 'The transfers the caller sees, newest first',
      description:
        'Filters q (TC number, passport start or part of the worker name), id, status (several), countryId.',
      querystring: transferContractListQuerySchema,
      response: { 200: transferContractListResponseSchema },
    }),
    async (request) => listTransferContracts(db, establishmentSessionOf(request), request.query),
  );

  api.get(
    '/api/transfer-contracts/workers',
    route(OFFICE_READ, {
      summary: "The office's workers it may transfer now: its ARRIVED requests', then old contracts'",
      querystring: transferableWorkersQuerySchema,
      response: { 200: transferableWorkersResponseSchema },
    }),
    async (request) =>
      transferableWorkers(db, establishmentSessionOf(request).organization.id, request.query.q),
  );

  api.post(
    '/api/transfer-contracts',
    route(OFFICE_WRITE, {
      summary: 'The office moves a worker to a new employer (PENDING until the agency or an admin answers)',
      body: transferContractCreateSchema,
      response: { 201: transferContractSchema },
    }),
    async (request, reply) => {
      const created = await createTransfer(
        db,
        establishmentSessionOf(request),
        request.body,
        languageOf(request.headers['accept-language']),
      );
      return reply.code(201).send(created);
    },
  );

  api.get(
    '/api/transfer-contracts/:id',
    route(READ, {
      summary:
        'One transfer: worker, old and new employer, fee, consent, and the actions the caller may take now',
      params: transferContractIdParamsSchema,
      response: { 200: transferContractSchema },
    }),
    async (request) => getTransferContract(db, establishmentSessionOf(request), request.params.id),
  );

  registerHistoryRoute(app, {
    db,
    entityType: 'transferContract',
    fields: TRANSFER_HISTORY_FIELDS,
    access: READ,
    canSee: (database, id, session) => transferVisible(database, id, visibleTransfers(session)),
  });
};
