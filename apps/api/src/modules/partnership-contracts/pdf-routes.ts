import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { documentQuerySchema } from '@portal/contracts/documents';
import {
  contractIdParamsSchema,
  contractVersionParamsSchema,
} from '@portal/contracts/partnership-contracts/schemas';
import { translate } from '../../i18n/catalogue';
import { documentLanguageOf } from '../../platform/documents/language';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { READ } from './access';
import { currentPdf, versionPdf, type ContractPdf } from './pdf';
import { issueUnverifiedVersions, keepOnVersion } from './verifiable';
import { errors, security, tags, type PartnershipRoutesOptions } from './routes';

const sendPdf = (reply: FastifyReply, pdf: ContractPdf) => {
  const stem = translate(pdf.language, 'partnership.pdfFileName');
  const name = `${stem}-${pdf.version.snapshot.number ?? pdf.version.contractId}-v${pdf.version.termsVersion}-${pdf.language}.pdf`;
  return reply
    .type('application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="contract-v${pdf.version.termsVersion}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .header('x-content-sha256', pdf.sha256)
    .header('etag', `"${pdf.sha256}"`)
    .header('cache-control', 'private, no-cache')
    .send(pdf.bytes);
};

/** The PDFs of approved versions (spec 7), rendered once per version and language, then stored. */
export const partnershipPdfRoutes = async (app: FastifyInstance, options: PartnershipRoutesOptions) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;
  // The verified file kept at approval is also the version's PDF and SHA-256 (issue 25).
  app.verifiableDocuments.onStored('partnershipContract', keepOnVersion(db));
  // Versions in force without a code (the demo data's, or an issue that failed) get theirs: at the
  // first start and hourly after.
  app.jobs.schedule('partnership-contracts.issue-verifiable', { everySeconds: 3600 }, () =>
    issueUnverifiedVersions(app.verifiableDocuments, db),
  );

  api.get(
    '/api/partnership/contracts/:id/pdf',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary:
          'The PDF of the terms in force (?language=ar-SA|en-US, else the request language); 409 before approval',
        params: contractIdParamsSchema,
        querystring: documentQuerySchema,
        produces: ['application/pdf'],
        response: errors,
      },
    },
    async (request, reply) => {
      const language = documentLanguageOf(request.query, request.headers);
      const pdf = await currentPdf(
        db,
        { renderer: app.pdfRenderer, documents: app.verifiableDocuments },
        establishmentSessionOf(request),
        request.params.id,
        language,
      );
      return sendPdf(reply, pdf);
    },
  );

  api.get(
    '/api/partnership/contracts/pdf/history/:versionId',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary:
          "One approved version's PDF (?language=ar-SA|en-US, else the request language), with its SHA-256",
        params: contractVersionParamsSchema,
        querystring: documentQuerySchema,
        produces: ['application/pdf'],
        response: errors,
      },
    },
    async (request, reply) => {
      const language = documentLanguageOf(request.query, request.headers);
      const pdf = await versionPdf(
        db,
        { renderer: app.pdfRenderer, documents: app.verifiableDocuments },
        establishmentSessionOf(request),
        request.params.versionId,
        language,
      );
      return sendPdf(reply, pdf);
    },
  );
};
