import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@portal/contracts/error-body';
import { jobsOverviewSchema } from '@portal/contracts/system-jobs';
import { routeAccess } from '../../lib/route-access';

/** The admins' view of the background job queue: the rule of the `admin.systemJobs` screen. */
const ADMIN_READ = routeAccess('admin.systemJobs');

/** `GET /api/system/jobs`: every queue's counts, recent failures, each schedule's last and next run. */
export const systemJobsRoutes = async (app: FastifyInstance): Promise<void> => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/system/jobs',
    {
      config: { access: ADMIN_READ },
      schema: {
        tags: ['system'],
        summary: 'The background job queue: waiting, running, failed and completed jobs per queue',
        security: [{ bearer: [] }],
        response: { 200: jobsOverviewSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.jobs.overview();
    },
  );
};
