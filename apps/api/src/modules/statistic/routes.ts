import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actionsNeededSchema } from '@portal/contracts/notifications';
import type { DatabaseHandle } from '../../db/client';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { DEFAULT_ACTIONS_NEEDED_PROVIDERS, type ActionsNeededProviders } from './providers';
import { actionsNeeded } from './service';

export type StatisticRoutesOptions = {
  database: DatabaseHandle;
  /** The counts later modules supply; missing ones stay 0. */
  providers?: Partial<ActionsNeededProviders>;
};

/** Notification counts, polled by the web app every 10 minutes (spec 7). */
export const statisticRoutes = async (
  app: FastifyInstance,
  options: StatisticRoutesOptions,
): Promise<void> => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const providers = { ...DEFAULT_ACTIONS_NEEDED_PROVIDERS, ...options.providers };
  const { db } = options.database;

  api.get(
    '/api/statistic/actionsNeeded',
    {
      config: { access: {} },
      schema: {
        tags: ['notifications'],
        summary: 'What waits on the caller: the five notification counts',
        security: [{ bearer: [] }],
        response: { 200: actionsNeededSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return actionsNeeded(db, establishmentSessionOf(request), providers);
    },
  );
};
