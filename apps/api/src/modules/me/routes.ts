import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { meResponseSchema, membershipSchema } from '@portal/contracts/credentials';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  signInFailuresAcknowledgeSchema,
  signInFailuresResponseSchema,
} from '@portal/contracts/sign-in-failures';
import { acceptTerms, toMeResponse } from './service';
import { acknowledgeSignInFailures, findSignInFailures } from './sign-in-failures';

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

  api.get(
    '/api/me/sign-in-failures',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags: ['credentials'],
        summary: 'Wrong passwords given for my account since I last saw them',
        security: [{ bearer: [] }],
        response: { 200: signInFailuresResponseSchema },
      },
    },
    async (request, reply) => {
      const user = request.session?.user;
      if (!user) throw new AppError(401, 'errors.unauthorized');
      reply.header('cache-control', 'no-store');
      return { notice: await findSignInFailures(db, user.id) };
    },
  );

  api.post(
    '/api/me/sign-in-failures/acknowledge',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags: ['credentials'],
        summary: 'I have seen the wrong passwords up to this time',
        security: [{ bearer: [] }],
        body: signInFailuresAcknowledgeSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const user = request.session?.user;
      if (!user) throw new AppError(401, 'errors.unauthorized');
      const lastAt = new Date(request.body.lastAt);
      if (Number.isNaN(lastAt.getTime())) throw new AppError(400, 'errors.validation');
      await acknowledgeSignInFailures(db, user.id, lastAt);
      return reply.code(204).send(null);
    },
  );
};
