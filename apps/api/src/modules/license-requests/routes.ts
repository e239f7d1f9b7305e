import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@portal/contracts/error-body';
import {
  LICENCE_REQUESTER_ROLES,
  licenceCommentCreateSchema,
  licenceRejectSchema,
  licenceRequestDetailSchema,
  licenceRequestFieldsSchema,
  licenceRequestListQuerySchema,
  licenceRequestListSchema,
} from '@portal/contracts/license-requests';
import type { DatabaseHandle } from '../../db/client';
import { establishmentSessionOf } from '../shell-session';
import { parseFields, readMultipart } from '../uploads/multipart';
import type { FileStore } from '../uploads/store';
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

const READERS = {
  roles: ['ADMIN', ...LICENCE_REQUESTER_ROLES],
  module: 'ORGANIZATION',
  permission: 'READ',
} as const;
const WRITERS = { ...READERS, permission: 'WRITE' } as const;
const ADMINS = { roles: ['ADMIN'], module: 'ORGANIZATION', permission: 'WRITE' } as const;
const idParams = z.object({ id: z.coerce.number().int().positive() });
const tags = ['license-requests'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Licence updates (issue 4, item 5): offices and agencies submit, admins decide, comments both ways. */
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
      return listRequests(db, sideOf(session), scopeOf(session), request.query);
    },
  );

  api.get(
    '/api/licenseRequests/:id',
    {
      config: { access: READERS },
      schema: { tags, security, params: idParams, response: { 200: licenceRequestDetailSchema, ...errors } },
    },
    async (request) => getRequest(db, establishmentSessionOf(request), request.params.id),
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
    async (request, reply) =>
      reply
        .code(201)
        .send(await addComment(db, establishmentSessionOf(request), request.params.id, request.body.text)),
  );

  api.post(
    '/api/licenseRequests/:id/approve',
    {
      config: { access: ADMINS },
      schema: { tags, security, params: idParams, response: { 200: licenceRequestDetailSchema, ...errors } },
    },
    async (request) => approveRequest(db, establishmentSessionOf(request), request.params.id),
  );

  api.post(
    '/api/licenseRequests/:id/reject',
    {
      config: { access: ADMINS },
      schema: {
        tags,
        security,
        params: idParams,
        body: licenceRejectSchema,
        response: { 200: licenceRequestDetailSchema, ...errors },
      },
    },
    async (request) => rejectRequest(db, establishmentSessionOf(request), request.params.id, request.body),
  );
};
