import type { FastifyInstance } from 'fastify';
import { employmentRequestIdParamsSchema } from '@portal/contracts/employment-requests/schemas';
import { EMPLOYMENT_REQUEST_STATUS } from '@portal/contracts/employment-requests/transitions';
import { recordDocumentRoutes } from '../../platform/documents/record-document-routes';
import { READ } from './access';
import { renderEmploymentContractDocument } from './document';
import type { EmploymentRequestOptions } from './module';
import { getEmploymentRequest } from './service';

/** The e-contract of one request: its HTML (the contract page's preview) and its PDF, in either language. */
export const employmentRequestPdfRoutes = async (app: FastifyInstance, options: EmploymentRequestOptions) =>
  recordDocumentRoutes(app, options.database.db, {
    path: '/api/employment-requests',
    tags: ['employment-requests'],
    access: READ,
    params: employmentRequestIdParamsSchema,
    title: 'The e-contract',
    fileStem: 'e-contract',
    read: getEmploymentRequest,
    history: { entityType: 'employmentRequest', approvedStatus: EMPLOYMENT_REQUEST_STATUS.CONTRACTED },
    render: renderEmploymentContractDocument,
    verifiableKind: 'employmentContract',
  });
