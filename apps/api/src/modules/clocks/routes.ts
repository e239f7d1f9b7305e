import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { waitingClocksQuerySchema, waitingClocksSchema } from '@portal/contracts/clocks/schemas';
import type { DatabaseHandle } from '../../db/client';
import { documentedRoutes } from '../../platform/documented-routes';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { listWaitingClocks } from './service';

export type ClockRoutesOptions = { database: DatabaseHandle };

/**
 * `GET /api/clocks/waiting` (decision 0056): what the caller's organisation owes, nearest due first,
 * for the dashboard's "what waits on me". Every signed-in member: each sees only its own
 * organisation's clocks (admins the programme's), so no role is refused.
 */
export const clockRoutes = async (app: FastifyInstance, options: ClockRoutesOptions) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;
  const { route } = documentedRoutes('clocks');

  api.get(
    '/api/clocks/waiting',
    route(
      {},
      {
        summary:
          "The open clocks the caller's organisation owes (admins: the programme's), nearest due first",
        querystring: waitingClocksQuerySchema,
        response: { 200: waitingClocksSchema },
      },
    ),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listWaitingClocks(db, establishmentSessionOf(request), request.query);
    },
  );
};
