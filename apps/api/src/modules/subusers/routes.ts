import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema as idParams } from '@portal/contracts/fields';
import { errorBodySchema } from '@portal/contracts/error-body';
import { canUpdateSubUserPermissions } from '@portal/contracts/navigation';
import {
  subUserCreatedSchema,
  subUserCreateSchema,
  subUserListQuerySchema,
  subUserListSchema,
  subUserRightsUpdateSchema,
  subUserSchema,
  subUserStatusUpdateSchema,
} from '@portal/contracts/subusers';
import type { DatabaseHandle } from '../../db/client';
import { routeAccess } from '../../lib/route-access';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { listSubUsers } from './repository';
import { createSubUser, getSubUser, setSubUserActive, updateSubUserRights } from './service';

export type SubUserRoutesOptions = { database: DatabaseHandle; embeddedIdentity: boolean };

/** Super users only: a sub-user never manages users (spec 6). */
const access = routeAccess('subusers');
/** Spec 6: only PRO_COMPANY, PRO_OFFICE, EPRO and ADMIN change a sub-user's rights. */
const rightsAccess = {
  ...access,
  roles: (access.roles ?? []).filter(canUpdateSubUserPermissions),
  refusal: 'subusers.cannotUpdateRights',
} as const;
const tags = ['subusers'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Sub-users of the caller's establishment (decision 0015). */
export const subUserRoutes = async (app: FastifyInstance, options: SubUserRoutesOptions): Promise<void> => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;

  api.get(
    '/api/subusers',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Sub-users of my establishment',
        querystring: subUserListQuerySchema,
        response: { 200: subUserListSchema },
      },
    },
    async (request) => {
      const { page, size, search, active } = request.query;
      const session = establishmentSessionOf(request);
      const result = await listSubUsers(db, session.establishment.id, {
        page,
        size,
        search,
        ...(active && { active: active === 'true' }),
      });
      return { ...result, page, size };
    },
  );

  api.post(
    '/api/subusers',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Create a sub-user (the one-time password is answered once, embedded mode only)',
        body: subUserCreateSchema,
        response: { 201: subUserCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = establishmentSessionOf(request);
      const created = await createSubUser(db, session, request.body, options.embeddedIdentity);
      return reply.code(201).header('cache-control', 'no-store').send(created);
    },
  );

  api.get(
    '/api/subusers/:id',
    {
      config: { access },
      schema: { tags, security, params: idParams, response: { 200: subUserSchema, ...errors } },
    },
    async (request) => getSubUser(db, establishmentSessionOf(request), request.params.id),
  );

  api.put(
    '/api/subusers/:id/rights',
    {
      config: { access: rightsAccess },
      schema: {
        tags,
        security,
        summary:
          'Change the per-module access (PRO_COMPANY, PRO_OFFICE, EPRO, ADMIN), on the rowVersion read (409 RECORD_CHANGED when it moved)',
        params: idParams,
        body: subUserRightsUpdateSchema,
        response: { 200: subUserSchema, ...errors },
      },
    },
    async (request) =>
      updateSubUserRights(db, establishmentSessionOf(request), request.params.id, request.body),
  );

  api.put(
    '/api/subusers/:id/status',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary:
          'Deactivate or reactivate a sub-user, on the rowVersion read (409 RECORD_CHANGED when it moved)',
        params: idParams,
        body: subUserStatusUpdateSchema,
        response: { 200: subUserSchema, ...errors },
      },
    },
    async (request) => setSubUserActive(db, establishmentSessionOf(request), request.params.id, request.body),
  );
};
