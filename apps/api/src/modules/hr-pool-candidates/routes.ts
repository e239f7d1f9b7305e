import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@portal/contracts/error-body';
import {
  candidateExportQuerySchema,
  candidateIdParamsSchema,
  candidateLimitsResponseSchema,
  candidateListQuerySchema,
  candidateListResponseSchema,
  candidatePhotoQuerySchema,
  candidateSchema,
  type CandidateLimitsResponse,
} from '@portal/contracts/hr-pool/candidates';
import { SETTING_DEFAULTS } from '@portal/contracts/settings';
import type { Database, DatabaseHandle } from '../../db/client';
import { languageOf, translate } from '../../i18n/catalogue';
import { contentDisposition } from '../../lib/export/content-disposition';
import { sendExport } from '../../lib/export/send-export';
import { routeAccess } from '../../lib/route-access';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { registerHistoryRoute } from '../../platform/history/routes';
import type { FileStore } from '../../platform/uploads/store';
import { readCandidateForm, type CandidateForm } from './documents';
import { CANDIDATE_EXPORT_COLUMNS } from './export-columns';
import {
  canSeeCandidate,
  createCandidate,
  documentOf,
  exportRows,
  getCandidate,
  listCandidates,
  updateCandidate,
} from './service';
import { CANDIDATE_HISTORY_SHOWN } from './history-fields';

export type CandidateRoutesOptions = {
  database: DatabaseHandle;
  store: FileStore;
  /** The current document limits (the settings module's `candidateDocumentLimits`); the defaults without it. */
  documentLimits?: (db: Database) => Promise<CandidateLimitsResponse>;
};

/** Who sees candidates (the record screen's roles, HR_POOL READ); which ones is the module's visibility. */
const READ = routeAccess('hrPool.candidate', 'READ');
/** An agency adds to its own pool (HR_POOL WRITE). */
const ADD = routeAccess('hrPool.candidateAdd', 'WRITE');
/** Admins and the owning agency change a candidate (HR_POOL WRITE). */
const EDIT = routeAccess('hrPool.candidateEdit', 'WRITE');
const tags = ['hr-pool'];
const security = [{ bearer: [] }];
const errors = {
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
};
const FORM_DESCRIPTION =
  'multipart/form-data: part `data` = JSON of the candidate (contracts hr-pool/candidates), optional files ' +
  '`photo` (JPEG, PNG or WebP by its bytes, at most the photo limit of `GET /api/hr-pool/candidates/limits`; ' +
  'stored as a JPEG of at most 1024 px and a 160 px thumbnail, metadata removed) and `cv` (PDF by its ' +
  'bytes, at most the CV limit). 413 names the limit a file exceeds.';

/**
 * Serves a stored document: the photo inline (an image the page shows), the CV as an attachment;
 * always with `nosniff` and its safe stored name.
 */
const sendDocument = (db: Database, store: FileStore, reply: FastifyReply, fileId: string, inline: boolean) =>
  store.send(db, reply, fileId, {
    disposition: (name) => {
      const disposition = contentDisposition(name);
      return inline ? disposition.replace(/^attachment/, 'inline') : disposition;
    },
  });

/**
 * The HR pool's candidates (decision 0026): list, export, one record, add and edit with a photo and a CV,
 * the documents and the record's history. No route changes the status (see `changeCandidateStatus`).
 */
export const candidateRoutes = async (
  app: FastifyInstance,
  options: CandidateRoutesOptions,
): Promise<void> => {
  // The form reader sets its own per-file limits; a file over them is cut short and skipped, not thrown.
  await app.register(multipart, { throwFileSizeLimit: false });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;
  const { store } = options;
  const documentLimits = options.documentLimits ?? (async () => SETTING_DEFAULTS.candidateDocumentLimits);

  api.get(
    '/api/hr-pool/candidates',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: 'Candidates the caller sees: filtered page, newest first by default',
        description:
          'Filters countryIds, gender, careers, statuses (comma separated or repeated) and q (passport ' +
          'prefix or name). `total` is exact up to 10,000, beyond that an estimate (`totalIsEstimate`).',
        querystring: candidateListQuerySchema,
        response: { 200: candidateListResponseSchema, ...errors },
      },
    },
    async (request) => listCandidates(db, establishmentSessionOf(request), request.query),
  );

  api.get(
    '/api/hr-pool/candidates/export',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: 'Candidates: the whole filtered list the caller sees, as CSV (UTF-8 with BOM) or XLSX',
        querystring: candidateExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      return sendExport(reply, {
        format,
        filename: translate(languageOf(request.headers['accept-language']), 'candidates.exportName'),
        columns: CANDIDATE_EXPORT_COLUMNS,
        rows: exportRows(db, establishmentSessionOf(request), query),
      });
    },
  );

  api.get(
    '/api/hr-pool/candidates/limits',
    {
      config: { access: EDIT },
      schema: {
        tags,
        security,
        summary: "The current size limits of a candidate's photo and CV, in MB (admin setting)",
        response: { 200: candidateLimitsResponseSchema, ...errors },
      },
    },
    async () => documentLimits(db),
  );

  api.get(
    '/api/hr-pool/candidates/:id',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: 'One candidate the caller sees (404 otherwise)',
        params: candidateIdParamsSchema,
        response: { 200: candidateSchema, ...errors },
      },
    },
    async (request) => getCandidate(db, establishmentSessionOf(request), request.params.id),
  );

  api.post(
    '/api/hr-pool/candidates',
    {
      config: { access: ADD },
      schema: {
        tags,
        security,
        summary: "Add a candidate to the caller's agency",
        description: `${FORM_DESCRIPTION} 409 when the passport number exists for the country.`,
        consumes: ['multipart/form-data'],
        response: { 201: candidateSchema, ...errors },
      },
    },
    async (request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      const form = await readCandidateForm(request, language, await documentLimits(db));
      const session = establishmentSessionOf(request);
      return reply.code(201).send(await createCandidate(db, store, session, form, language));
    },
  );

  api.put(
    '/api/hr-pool/candidates/:id',
    {
      config: { access: EDIT },
      schema: {
        tags,
        security,
        summary: 'Change a candidate (admins any, an agency its own)',
        description:
          `${FORM_DESCRIPTION} The data carries the rowVersion read (409 when someone saved in between); ` +
          'a document not sent keeps the current one.',
        params: candidateIdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: candidateSchema, ...errors },
      },
    },
    async (request) => {
      const language = languageOf(request.headers['accept-language']);
      const session = establishmentSessionOf(request);
      // The body is read to its end first; a candidate the caller may not change answers 404 before
      // anything the body says is wrong.
      const form = await readCandidateForm(request, language, await documentLimits(db)).then(
        (value): { value: CandidateForm } | { error: unknown } => ({ value }),
        (error: unknown) => ({ error }),
      );
      if ('error' in form) {
        await getCandidate(db, session, request.params.id).then((candidate) => {
          if (!candidate.canEdit) throw form.error;
        });
        throw form.error;
      }
      return updateCandidate(db, store, session, request.params.id, form.value, language);
    },
  );

  api.get(
    '/api/hr-pool/candidates/:id/photo',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: "A candidate's photo (JPEG, inline); `?size=thumb` the 160 px thumbnail",
        params: candidateIdParamsSchema,
        querystring: candidatePhotoQuerySchema,
        response: { 404: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const document = request.query.size === 'thumb' ? 'thumb' : 'photo';
      const fileId = await documentOf(db, establishmentSessionOf(request), request.params.id, document);
      return sendDocument(db, store, reply, fileId, true);
    },
  );

  api.get(
    '/api/hr-pool/candidates/:id/cv',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: "A candidate's CV (PDF, as an attachment)",
        params: candidateIdParamsSchema,
        response: { 404: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const fileId = await documentOf(db, establishmentSessionOf(request), request.params.id, 'cv');
      return sendDocument(db, store, reply, fileId, false);
    },
  );

  registerHistoryRoute(app, {
    db,
    entityType: 'candidate',
    fields: CANDIDATE_HISTORY_SHOWN,
    access: READ,
    canSee: (database, id, session) => canSeeCandidate(database, id, session),
  });
};
