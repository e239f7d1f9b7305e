import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema as idParams } from '@portal/contracts/fields';
import { errorBodySchema } from '@portal/contracts/error-body';
import {
  LICENCE_REQUESTER_ROLES,
  licenceCommentCreateSchema,
  licenceRequestDetailSchema,
  licenceRequestFieldsSchema,
  licenceRequestListQuerySchema,
  licenceRequestListSchema,
} from '@portal/contracts/license-requests';
import { licenceRequestTransitions } from '@portal/contracts/license-requests-transitions';
import type { DatabaseHandle } from '../../db/client';
import { actionAccess, routeAccess } from '../../lib/route-access';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { parseFields, readMultipart } from '../../platform/uploads/multipart';
import type { FileStore } from '../../platform/uploads/store';
import { languageOf } from '../../i18n/catalogue';
import { backfillLicenceClocks } from './clock-backfill';
import { decideLicence, licenceRowsWithClaims, licenceWithClaim, registerLicenceClaimRoutes } from './claims';
import { listRequests } from './repository';
import {
  addComment,
  approveRequest,
  getRequest,
  rejectRequest,
  scopeOf,
  sideOf,
  submitRequest,
} from './service';

export type LicenceRoutesOptions = { database: DatabaseHandle; store: FileStore };

/** The licence update screen's rules: admins and the organisations that hold a licence. */
const READERS = routeAccess('licenseUpdate', 'READ');
const WRITERS = routeAccess('licenseUpdate', 'WRITE');
/** Approve and reject: the screen's write rule for the parties the declaration names (admins). */
const DECIDERS = actionAccess('licenseUpdate', licenceRequestTransitions.actions.approve);
const tags = ['license-requests'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Licence updates (decision 0015): offices and agencies submit, admins decide, comments both ways. */
export const licenceRequestRoutes = async (app: FastifyInstance, options: LicenceRoutesOptions) => {
  await app.register(multipart, { limits: { fileSize: 5 * 1_048_576, files: 2 } });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;

  api.post(
    '/api/licenseRequests',
    {
      // A suspended office may still submit its licence update (docs/decisions/0010).
      config: { access: { ...WRITERS, roles: LICENCE_REQUESTER_ROLES, allowWhenSuspended: true } },
      schema: {
        tags,
        security,
        summary:
          'Submit a licence update (multipart: licenseNumber, licenseDate, changedInfo JSON, document)',
        consumes: ['multipart/form-data'],
        response: { 201: licenceRequestDetailSchema, 413: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = establishmentSessionOf(request);
      const { fields, files } = await readMultipart(request, 1);
      let changedInfo: unknown = null;
      try {
        changedInfo = fields.changedInfo ? JSON.parse(fields.changedInfo) : {};
      } catch {
        // null fails the schema: a field error on changedInfo.
      }
      const parsed = parseFields(licenceRequestFieldsSchema, { ...fields, changedInfo }, request);
      const created = await submitRequest(db, options.store, session, parsed, files[0]);
      return reply.code(201).send(created);
    },
  );

  api.get(
    '/api/licenseRequests',
    {
      config: { access: READERS },
      schema: {
        tags,
        security,
        querystring: licenceRequestListQuerySchema,
        response: { 200: licenceRequestListSchema },
      },
    },
    async (request) => {
      const session = establishmentSessionOf(request);
      const page = await listRequests(db, sideOf(session), scopeOf(session), request.query);
      return { ...page, items: await licenceRowsWithClaims(db, session, page.items) };
    },
  );

  api.get(
    '/api/licenseRequests/:id',
    {
      config: { access: READERS },
      schema: { tags, security, params: idParams, response: { 200: licenceRequestDetailSchema, ...errors } },
    },
    async (request) => {
      const session = establishmentSessionOf(request);
      return licenceWithClaim(db, session, await getRequest(db, session, request.params.id));
    },
  );

  api.get(
    '/api/licenseRequests/:id/document',
    { config: { access: READERS }, schema: { tags, security, params: idParams } },
    async (request, reply) => {
      const detail = await getRequest(db, establishmentSessionOf(request), request.params.id);
      return options.store.send(db, reply, detail.document.id);
    },
  );

  api.post(
    '/api/licenseRequests/:id/comments',
    {
      config: { access: { ...WRITERS, allowWhenSuspended: true } },
      schema: {
        tags,
        security,
        params: idParams,
        body: licenceCommentCreateSchema,
        response: { 201: licenceRequestDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = establishmentSessionOf(request);
      const detail = await addComment(db, session, request.params.id, request.body.text);
      return reply.code(201).send(await licenceWithClaim(db, session, detail));
    },
  );

  api.post(
    '/api/licenseRequests/:id/approve',
    {
      config: { access: DECIDERS },
      schema: { tags, security, params: idParams, response: { 200: licenceRequestDetailSchema, ...errors } },
    },
    async (request) => {
      const session = establishmentSessionOf(request);
      const { id } = request.params;
      const language = languageOf(request.headers['accept-language']);
      return decideLicence(db, session, id, language, () => approveRequest(db, session, id));
    },
  );

  api.post(
    '/api/licenseRequests/:id/reject',
    {
      config: { access: DECIDERS },
      schema: {
        tags,
        security,
        params: idParams,
        body: licenceRequestTransitions.actions.reject.input,
        response: { 200: licenceRequestDetailSchema, ...errors },
      },
    },
    async (request) => {
      const session = establishmentSessionOf(request);
      const { id } = request.params;
      const language = languageOf(request.headers['accept-language']);
      return decideLicence(db, session, id, language, () => rejectRequest(db, session, id, request.body));
    },
  );

  registerLicenceClaimRoutes(app, db, DECIDERS);
  // The review clocks of requests waiting from before the clocks (decision 0056): at the first start, then daily.
  app.jobs.schedule('license-requests.clock-backfill', { everySeconds: 24 * 60 * 60 }, async () => ({
    opened: await backfillLicenceClocks(db),
  }));
};
