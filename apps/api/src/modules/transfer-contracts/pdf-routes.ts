import type { FastifyInstance } from 'fastify';
import { transferContractIdParamsSchema } from '@portal/contracts/transfer-contracts/schemas';
import { TRANSFER_CONTRACT_STATUS } from '@portal/contracts/transfer-contracts/statuses';
import { recordDocumentRoutes } from '../../platform/documents/record-document-routes';
import { READ } from './access';
import { renderTransferContractDocument } from './document';
import type { TransferContractOptions } from './module';
import { getTransferContract } from './service';

/** The transfer contract of one transfer: its HTML (the preview) and its PDF, in either language. */
export const transferContractPdfRoutes = async (app: FastifyInstance, options: TransferContractOptions) =>
  recordDocumentRoutes(app, options.database.db, {
    path: '/api/transfer-contracts',
    tags: ['transfer-contracts'],
    access: READ,
    params: transferContractIdParamsSchema,
    title: 'The transfer contract',
    fileStem: 'transfer-contract',
    read: getTransferContract,
    history: { entityType: 'transferContract', approvedStatus: TRANSFER_CONTRACT_STATUS.APPROVED },
    render: renderTransferContractDocument,
    verifiableKind: 'transferContract',
  });
