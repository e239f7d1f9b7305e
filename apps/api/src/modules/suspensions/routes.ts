import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@portal/contracts/error-body';
import { idParamsSchema } from '@portal/contracts/organizations';
import {
  suspensionCreateSchema,
  suspensionListQuerySchema,
  suspensionListResponseSchema,
  suspensionReasonsResponseSchema,
  suspensionSchema,
} from '@portal/contracts/suspensions';
import type { DatabaseHandle } from '../../db/client';
import { routeAccess } from '../../lib/route-access';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { createSuspension, liftSuspension, listSuspensionReasons, listSuspensions } from './service';

export type SuspensionRoutesOptions = { database: DatabaseHandle };

const READ = routeAccess('admin.suspensions', 'READ');
const WRITE = routeAccess('admin.suspensions', 'WRITE');
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Suspensions (decision 0010): admins see them with ORGANIZATION READ and act with WRITE. */
export const suspensionRoutes = async (
  app: FastifyInstance,
  options: SuspensionRoutesOptions,
): Promise<void> => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;
  const common = { tags: ['suspensions'], security: [{ bearer: [] }] };

  api.get(
    '/api/suspensions',
    {
      config: { access: READ },
      schema: {
        ...common,
        summary: 'Suspensions, newest first; state ACTIVE (in force today), SCHEDULED or ENDED',
        querystring: suspensionListQuerySchema,
        response: { 200: suspensionListResponseSchema, ...errors },
      },
    },
    async (request) => listSuspensions(db, request.query),
  );

  api.get(
    '/api/suspensions/reasons',
    {
      config: { access: READ },
      schema: {
        ...common,
        summary: 'The active reasons an organisation can be suspended for',
        response: { 200: suspensionReasonsResponseSchema, ...errors },
      },
    },
    async () => listSuspensionReasons(db),
  );

  api.post(
    '/api/suspensions',
    {
      config: { access: WRITE },
      schema: {
        ...common,
        summary: 'Suspend an organisation for a period (409 when already suspended)',
        body: suspensionCreateSchema,
        response: { 201: suspensionSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createSuspension(db, establishmentSessionOf(request), request.body)),
  );

  api.post(
    '/api/suspensions/:id/lift',
    {
      config: { access: WRITE },
      schema: {
        ...common,
        summary: 'Lift a suspension before its end date (409 when it has already ended)',
        params: idParamsSchema,
        response: { 200: suspensionSchema, ...errors },
      },
    },
    async (request) => liftSuspension(db, establishmentSessionOf(request), request.params.id),
  );
};
