import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CLIENT_ERROR_BODY_LIMIT,
  clientErrorAcceptedSchema,
  clientErrorReportSchema,
} from '@portal/contracts/client-errors';
import { errorBodySchema } from '@portal/contracts/error-body';
import { enableRateLimits } from '../../lib/rate-limit';
import { logClientError, type Reporter } from './service';

export type ClientErrorsRoutesOptions = {
  /** Reports per IP address and minute (default 30). */
  maxPerMinute?: number;
};

/** Best effort: who is reporting, if the request carries a valid token; never fails the report. */
const reporterOf = async (app: FastifyInstance, request: FastifyRequest): Promise<Reporter> => {
  if (!request.headers.authorization) return null;
  try {
    const { user, membership } = await app.authenticate(request, null);
    return { userId: user.id, membershipId: membership?.id ?? null };
  } catch {
    return null;
  }
};

/** Error reports of the web app when no Sentry DSN is configured (spec §8; decision 0003). */
export const clientErrorsRoutes = async (
  app: FastifyInstance,
  options: ClientErrorsRoutesOptions,
): Promise<void> => {
  await enableRateLimits(app);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/client-errors',
    {
      config: {
        access: { public: true },
        rateLimit: { max: options.maxPerMinute ?? 30, timeWindow: 60_000 },
      },
      bodyLimit: CLIENT_ERROR_BODY_LIMIT,
      schema: {
        tags: ['system'],
        summary: 'Report a browser error (logged at warn level; never echoed)',
        body: clientErrorReportSchema,
        response: {
          202: clientErrorAcceptedSchema,
          400: errorBodySchema,
          413: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const userAgent = request.body.userAgent ?? request.headers['user-agent'];
      logClientError(
        request.log,
        { ...request.body, ...(userAgent && { userAgent }) },
        await reporterOf(app, request),
      );
      return reply.code(202).send({ accepted: true as const });
    },
  );
};
