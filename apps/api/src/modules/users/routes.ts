import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@portal/contracts/error-body';
import { idParamsSchema } from '@portal/contracts/organizations';
import { userListQuerySchema, userListResponseSchema, userSchema } from '@portal/contracts/users';
import type { DatabaseHandle } from '../../db/client';
import { routeAccess } from '../../lib/route-access';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { getUser, listUsers, setActive } from './service';

export type UserRoutesOptions = { database: DatabaseHandle };

const ADMIN = routeAccess('admin.users');
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Users (admin, decision 0010): list, view (admins, or the person themself), activate, deactivate. */
export const userRoutes = async (app: FastifyInstance, options: UserRoutesOptions): Promise<void> => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;
  const common = { tags: ['users'], security: [{ bearer: [] }] };

  api.get(
    '/api/users',
    {
      config: { access: ADMIN },
      schema: {
        ...common,
        summary: 'Everyone who can sign in, filtered by name/username/e-mail, role, organisation, active',
        querystring: userListQuerySchema,
        response: { 200: userListResponseSchema, ...errors },
      },
    },
    async (request) => listUsers(db, request.query),
  );

  api.get(
    '/api/users/:id',
    {
      // Any signed-in person for their own record; admins for everyone's (others answer 404).
      config: { access: {} },
      schema: {
        ...common,
        summary: 'One person with their memberships',
        params: idParamsSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => getUser(db, establishmentSessionOf(request), request.params.id),
  );

  for (const [action, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    api.post(
      `/api/users/:id/${action}`,
      {
        config: { access: ADMIN },
        schema: {
          ...common,
          summary: active
            ? 'Let the person sign in again'
            : "End the person's access at once (next request answers 401)",
          params: idParamsSchema,
          response: { 200: userSchema, ...errors },
        },
      },
      async (request) => setActive(db, establishmentSessionOf(request), request.params.id, active),
    );
  }
};
