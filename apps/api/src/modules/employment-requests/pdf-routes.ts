import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@portal/contracts/error-body';
import { employmentRequestIdParamsSchema } from '@portal/contracts/employment-requests/schemas';
import { languageOf } from '../../i18n/catalogue';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { READ } from './access';
import { renderEmploymentContractHtml, type ContractLanguage } from './document';
import type { EmploymentRequestOptions } from './module';
import { getEmploymentRequest } from './service';

/** `?lang=ar|en` (or the full tags); without it, the request's language. */
const documentQuerySchema = z.object({
  lang: z.enum(['ar', 'en', 'ar-SA', 'en-US']).optional(),
});

const languageFor = (request: FastifyRequest, asked: string | undefined): ContractLanguage => {
  if (asked === 'ar' || asked === 'ar-SA') return 'ar-SA';
  if (asked === 'en' || asked === 'en-US') return 'en-US';
  return languageOf(request.headers['accept-language']);
};

const shortLanguage = (language: ContractLanguage) => (language === 'ar-SA' ? 'ar' : 'en');

/** `e-contract-ER-0000123-ar.pdf`: the number is ours (ER- and digits), kept to safe characters anyway. */
const sendPdf = (reply: FastifyReply, bytes: Buffer, number: string, language: ContractLanguage) => {
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
        summary: 'The e-contract as a self-contained HTML document (?lang=ar|en, else the request language)',
        params: employmentRequestIdParamsSchema,
        querystring: documentQuerySchema,
        response: { 200: z.object({ html: z.string() }), ...errors },
      },
    },
    async (request) => {
      const language = languageFor(request, request.query.lang);
      const doc = await getEmploymentRequest(db, establishmentSessionOf(request), request.params.id);
      return { html: renderEmploymentContractHtml(doc, language) };
    },
  );

  api.get(
    '/api/employment-requests/:id/pdf',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary:
          'The e-contract as a PDF through the shared renderer (?lang=ar|en, else the request language)',
        params: employmentRequestIdParamsSchema,
        querystring: documentQuerySchema,
        produces: ['application/pdf'],
        response: errors,
      },
    },
    async (request, reply) => {
      const language = languageFor(request, request.query.lang);
      const doc = await getEmploymentRequest(db, establishmentSessionOf(request), request.params.id);
      const bytes = await app.pdfRenderer.render(renderEmploymentContractHtml(doc, language));
      return sendPdf(reply, bytes, doc.number, language);
    },
  );
};
