import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { meResponseSchema, membershipSchema } from '@portal/contracts/credentials';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../lib/errors';
import { acceptTerms, toMeResponse } from './service';

export type MeRoutesOptions = { database: DatabaseHandle };

export const meRoutes = async (app: FastifyInstance, options: MeRoutesOptions): Promise<void> => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;

  api.get(
    '/api/me',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags: ['credentials'],
        summary: 'The signed-in person and their establishments',
        security: [{ bearer: [] }],
        response: { 200: meResponseSchema },
      },
    },
    async (request) => {
      const session = request.session;
      if (!session || session.membership) throw new AppError(401, 'errors.unauthorized');
      return toMeResponse(session.user, session.memberships);
    },
  );

  api.post(
    '/api/me/terms',
    {
      config: { access: { allowWhenSuspended: true } },
      schema: {
        tags: ['credentials'],
        summary: 'Accept the terms and conditions for the current establishment',
        security: [{ bearer: [] }],
        response: { 200: membershipSchema },
      },
    },
    async (request) => {
      const membership = request.session?.membership;
      if (!request.session || !membership) throw new AppError(403, 'errors.establishmentRequired');
      return acceptTerms(db, membership.id);
    },
  );
};
