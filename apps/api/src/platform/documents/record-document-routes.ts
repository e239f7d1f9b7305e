import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '@portal/contracts/constants';
import { documentQuerySchema } from '@portal/contracts/documents';
import { errorBodySchema } from '@portal/contracts/error-body';
import type { VerifiableDocumentKind } from '@portal/contracts/verify';
import type { Database } from '../../db/client';
import type { EstablishmentAccess } from '../../lib/access-declaration';
import type { EstablishmentSession } from '../../types/session';
import { establishmentSessionOf } from '../establishment-session';
import type { HistoryEntityType } from '../history/service';
import type { Approval } from './blocks';
import { findApproval } from './approval-record';
import { documentLanguageOf } from './language';
import { printDocument, type PrintableDocument } from './page';
import { sendPdf } from './send-pdf';

/**
 * One record's contract as a document: read as the caller may see it, printed with who approved it
 * and when (from its history), and kept as a verifiable PDF once approved.
 */
export type RecordDocument<Record extends { id: number; number: string }> = {
  /** The record's base path: `/api/employment-requests` serves `…/{id}/document` and `…/{id}/pdf`. */
  path: string;
  tags: string[];
  access: EstablishmentAccess;
  params: z.ZodType<{ id: number }>;
  /** The document's name in the OpenAPI summaries: `The e-contract`. */
  title: string;
  /** The PDF file's name before its number and language: `e-contract` → `e-contract-ER-0000123-ar.pdf`. */
  fileStem: string;
  /** The record as the caller may see it (a 404 or 403 otherwise). */
  read: (db: Database, session: EstablishmentSession, id: number) => Promise<Record>;
  /** Where the approval stands in the record's history. */
  history: { entityType: HistoryEntityType; approvedStatus: string };
  render: (record: Record, language: Language, approval: Approval) => PrintableDocument;
  /** The verifiable document kept at approval, served in place of a new print when there is one. */
  verifiableKind: VerifiableDocumentKind;
};

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const security = [{ bearer: [] }];
const htmlSchema = z.object({ html: z.string() });

/** The HTML preview and the PDF of one record's document, in either language. */
export const recordDocumentRoutes = <Record extends { id: number; number: string }>(
  app: FastifyInstance,
  db: Database,
  document: RecordDocument<Record>,
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { tags, access: config, params } = document;
  const printable = async (record: Record, language: Language) =>
    document.render(record, language, await findApproval(db, { ...document.history, entityId: record.id }));
  /** `e-contract-ER-0000123-ar.pdf` */
  const fileName = (record: Record, language: Language) =>
    `${document.fileStem}-${record.number}-${language === 'ar-SA' ? 'ar' : 'en'}`;

  api.get(
    `${document.path}/:id/document`,
    {
      config: { access: config },
      schema: {
        tags,
        security,
        summary: `${document.title} as a self-contained HTML document (?language=ar-SA|en-US, else the request language)`,
        params,
        querystring: documentQuerySchema,
        response: { 200: htmlSchema, ...errors },
      },
    },
    async (request) => {
      const language = documentLanguageOf(request.query, request.headers);
      const record = await document.read(db, establishmentSessionOf(request), request.params.id);
      return { html: (await printable(record, language)).html };
    },
  );

  api.get(
    `${document.path}/:id/pdf`,
    {
      config: { access: config },
      schema: {
        tags,
        security,
        summary: `${document.title} as a PDF through the shared renderer (?language=ar-SA|en-US, else the request language)`,
        params,
        querystring: documentQuerySchema,
        produces: ['application/pdf'],
        response: errors,
      },
    },
    async (request, reply) => {
      const language = documentLanguageOf(request.query, request.headers);
      const session = establishmentSessionOf(request);
      // The caller's visibility is checked before the kept file is looked up.
      const record = await document.read(db, session, request.params.id);
      const organization = session.organization.id;
      const kept = await app.verifiableDocuments.storedPdf(
        document.verifiableKind,
        record.id,
        language,
        organization,
      );
      if (kept) return sendPdf(reply, kept.bytes, fileName(record, language));
      // Not approved yet: printed now, the record read again once a page is free (printDocument).
      let printed = record;
      const make = async () => {
        printed = await document.read(db, session, record.id);
        return printable(printed, language);
      };
      const bytes = await printDocument(app.pdfRenderer, make, organization);
      return sendPdf(reply, bytes, fileName(printed, language));
    },
  );
};
