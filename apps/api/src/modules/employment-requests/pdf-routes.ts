import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '@portal/contracts/constants';
import { documentQuerySchema, type DocumentQuery } from '@portal/contracts/documents';
import { errorBodySchema } from '@portal/contracts/error-body';
import { employmentRequestIdParamsSchema } from '@portal/contracts/employment-requests/schemas';
import type { Database } from '../../db/client';
import { findApproval } from '../../platform/documents/approval-record';
import { documentLanguageOf } from '../../platform/documents/language';
import { printDocument } from '../../platform/documents/page';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { READ } from './access';
import { renderEmploymentContractDocument } from './document';
import type { EmploymentRequestOptions } from './module';
import { getEmploymentRequest } from './service';
import { EMPLOYMENT_REQUEST_STATUS } from '@portal/contracts/employment-requests/transitions';

const shortLanguage = (language: Language) => (language === 'ar-SA' ? 'ar' : 'en');

/** The request's e-contract in the asked language, with who made it a contract and when. */
const contractDocument = async (
  db: Database,
  request: FastifyRequest<{ Params: { id: number }; Querystring: DocumentQuery }>,
) => {
  const language = documentLanguageOf(request.query, request.headers);
  const doc = await getEmploymentRequest(db, establishmentSessionOf(request), request.params.id);
  const approval = await findApproval(db, {
    entityType: 'employmentRequest',
    entityId: doc.id,
    approvedStatus: EMPLOYMENT_REQUEST_STATUS.CONTRACTED,
  });
  return { doc, language, printable: renderEmploymentContractDocument(doc, language, approval) };
};

/** `e-contract-ER-0000123-ar.pdf`: the number is ours (ER- and digits), kept to safe characters anyway. */
const sendPdf = (reply: FastifyReply, bytes: Buffer, number: string, language: Language) => {
  const name = `e-contract-${number.replace(/[^A-Za-z0-9-]/g, '')}-${shortLanguage(language)}.pdf`;
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-cache')
    .send(bytes);
};

const tags = ['employment-requests'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The e-contract of one request: its HTML (the contract page's preview) and its PDF, in either language. */
export const employmentRequestPdfRoutes = async (app: FastifyInstance, options: EmploymentRequestOptions) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;

  api.get(
    '/api/employment-requests/:id/document',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary:
          'The e-contract as a self-contained HTML document (?language=ar-SA|en-US, else the request language)',
        params: employmentRequestIdParamsSchema,
        querystring: documentQuerySchema,
        response: { 200: z.object({ html: z.string() }), ...errors },
      },
    },
    async (request) => ({ html: (await contractDocument(db, request)).printable.html }),
  );

  api.get(
    '/api/employment-requests/:id/pdf',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary:
          'The e-contract as a PDF through the shared renderer (?language=ar-SA|en-US, else the request language)',
        params: employmentRequestIdParamsSchema,
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
      const seen = await getEmploymentRequest(db, session, request.params.id);
      const verified = await app.verifiableDocuments.storedPdf(
        'employmentContract',
        seen.id,
        language,
        session.organization.id,
      );
      if (verified) return sendPdf(reply, verified.bytes, seen.number, language);
      const make = async () => {
        const { doc, printable } = await contractDocument(db, request);
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
