import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@portal/contracts/error-body';
import {
  transferContractDocumentQuerySchema,
  transferContractDocumentSchema,
  transferContractIdParamsSchema,
} from '@portal/contracts/transfer-contracts/schemas';
import { languageOf } from '../../i18n/catalogue';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { READ } from './access';
import { renderTransferContractHtml, type ContractLanguage } from './document';
import type { TransferContractOptions } from './module';
import { getTransferContract } from './service';

const languageFor = (request: FastifyRequest, asked: string | undefined): ContractLanguage => {
  if (asked === 'ar' || asked === 'ar-SA') return 'ar-SA';
  if (asked === 'en' || asked === 'en-US') return 'en-US';
  return languageOf(request.headers['accept-language']);
};

/** `transfer-contract-TC-0000123-ar.pdf`: the number is ours (TC- and digits), kept to safe characters anyway. */
const sendPdf = (reply: FastifyReply, bytes: Buffer, number: string, language: ContractLanguage) => {
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
          'The transfer contract as a self-contained HTML document (?lang=ar|en, else the request language)',
        params: transferContractIdParamsSchema,
        querystring: transferContractDocumentQuerySchema,
        response: { 200: transferContractDocumentSchema, ...errors },
      },
    },
    async (request) => {
      const language = languageFor(request, request.query.lang);
      const doc = await getTransferContract(db, establishmentSessionOf(request), request.params.id);
      return { html: renderTransferContractHtml(doc, language) };
    },
  );

  api.get(
    '/api/transfer-contracts/:id/pdf',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary:
          'The transfer contract as a PDF through the shared renderer (?lang=ar|en, else the request language)',
        params: transferContractIdParamsSchema,
        querystring: transferContractDocumentQuerySchema,
        produces: ['application/pdf'],
        response: errors,
      },
    },
    async (request, reply) => {
      const language = languageFor(request, request.query.lang);
      const doc = await getTransferContract(db, establishmentSessionOf(request), request.params.id);
      const bytes = await app.pdfRenderer.render(renderTransferContractHtml(doc, language));
      return sendPdf(reply, bytes, doc.number, language);
    },
  );
};
