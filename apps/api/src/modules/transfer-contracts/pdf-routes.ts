import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Language } from '@portal/contracts/constants';
import { documentQuerySchema, type DocumentQuery } from '@portal/contracts/documents';
import { errorBodySchema } from '@portal/contracts/error-body';
import {
  transferContractDocumentSchema,
  transferContractIdParamsSchema,
} from '@portal/contracts/transfer-contracts/schemas';
import type { Database } from '../../db/client';
import { findApproval } from '../../platform/documents/approval-record';
import { documentLanguageOf } from '../../platform/documents/language';
import { printDocument } from '../../platform/documents/page';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { READ } from './access';
import { renderTransferContractDocument } from './document';
import type { TransferContractOptions } from './module';
import { getTransferContract } from './service';
import { TRANSFER_CONTRACT_STATUS } from '@portal/contracts/transfer-contracts/statuses';

/** The transfer contract in the asked language, with who approved it and when. */
const transferDocument = async (
  db: Database,
  request: FastifyRequest<{ Params: { id: number }; Querystring: DocumentQuery }>,
) => {
  const language = documentLanguageOf(request.query, request.headers);
  const doc = await getTransferContract(db, establishmentSessionOf(request), request.params.id);
  const approval = await findApproval(db, {
    entityType: 'transferContract',
    entityId: doc.id,
    approvedStatus: TRANSFER_CONTRACT_STATUS.APPROVED,
  });
  return { doc, language, printable: renderTransferContractDocument(doc, language, approval) };
};

/** `transfer-contract-TC-0000123-ar.pdf`: the number is ours (TC- and digits), kept to safe characters anyway. */
const sendPdf = (reply: FastifyReply, bytes: Buffer, number: string, language: Language) => {
  const name = `transfer-contract-${number.replace(/[^A-Za-z0-9-]/g, '')}-${language === 'ar-SA' ? 'ar' : 'en'}.pdf`;
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-cache')
    .send(bytes);
};

const tags = ['transfer-contracts'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The transfer contract of one transfer: its HTML (the preview) and its PDF, in either language. */
export const transferContractPdfRoutes = async (app: FastifyInstance, options: TransferContractOptions) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;

  api.get(
    '/api/transfer-contracts/:id/document',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary:
          'The transfer contract as a self-contained HTML document (?language=ar-SA|en-US, else the request language)',
        params: transferContractIdParamsSchema,
        querystring: documentQuerySchema,
        response: { 200: transferContractDocumentSchema, ...errors },
      },
    },
    async (request) => ({ html: (await transferDocument(db, request)).printable.html }),
  );

  api.get(
    '/api/transfer-contracts/:id/pdf',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary:
          'The transfer contract as a PDF through the shared renderer (?language=ar-SA|en-US, else the request language)',
        params: transferContractIdParamsSchema,
        querystring: documentQuerySchema,
        produces: ['application/pdf'],
        response: errors,
      },
    },
    async (request, reply) => {
      let number = '';
      const language = documentLanguageOf(request.query, request.headers);
      // Approved since issue 25: the file kept at approval (the caller's visibility checked first).
      const session = establishmentSessionOf(request);
      const seen = await getTransferContract(db, session, request.params.id);
      const verified = await app.verifiableDocuments.storedPdf(
        'transferContract',
        seen.id,
        language,
        session.organization.id,
      );
      if (verified) return sendPdf(reply, verified.bytes, seen.number, language);
      const make = async () => {
        const { doc, printable } = await transferDocument(db, request);
        number = doc.number;
        return printable;
      };
      const bytes = await printDocument(
        app.pdfRenderer,
        make,
        establishmentSessionOf(request).organization.id,
      );
      return sendPdf(reply, bytes, number, language);
    },
  );
};
