import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { transferContractActionRoutes } from './action-routes';
import { transferContractPdfRoutes } from './pdf-routes';
import { transferContractRoutes } from './routes';

export type TransferContractOptions = { database: DatabaseHandle };

/** Worker transfer contracts (decision 0028): list, look-up, create, record, history, actions, PDF. */
export const registerTransferContracts = async (
  app: FastifyInstance,
  options: TransferContractOptions,
): Promise<void> => {
  await app.register(transferContractRoutes, options);
  await app.register(transferContractActionRoutes, options);
  await app.register(transferContractPdfRoutes, options);
};
