import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@portal/contracts/error-body';
import {
  registryIdParamsSchema,
  registryListQuerySchema,
  registryListResponseSchema,
  registryOrganizationSchema,
} from '@portal/contracts/public-registry';
import type { DatabaseHandle } from '../../db/client';
import { languageOf } from '../../i18n/catalogue';
import { enableRateLimits } from '../../lib/rate-limit';
import { loadPublicRegistryPerMinute } from './config';
import { registryOrganization, searchRegistry } from './service';

export type PublicRegistryRoutesOptions = {
  database: DatabaseHandle;
  /** Look-ups per address a minute, per endpoint (PUBLIC_REGISTRY_PER_MINUTE, 120 by default). */
  perMinute?: number;
};

const tags = ['public-registry'];
const errors = { 400: errorBodySchema, 429: errorBodySchema };

/**
 * Public facts change rarely (an admin's suspension, a licence update, a contract approved): shared
 * caches and the browser may keep an answer a minute. The list's order follows the asker's language.
 */
const CACHE_CONTROL = 'public, max-age=60';

/**
 * The public registry of licensed offices and agencies (issue 25, decision 0052): anyone searches it
 * signed out; every answer carries organisations' public facts only. Rate-limited per address.
 */
export const publicRegistryRoutes = async (
  app: FastifyInstance,
  options: PublicRegistryRoutesOptions,
): Promise<void> => {
  await enableRateLimits(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;
  const rateLimit = { max: options.perMinute ?? loadPublicRegistryPerMinute(), timeWindow: 60_000 };

  api.get(
    '/api/public-registry',
    {
      config: { access: { public: true }, rateLimit },
      schema: {
        tags,
        summary:
          'Licensed offices and agencies by name (Arabic or English) or licence number: a page and the total',
        querystring: registryListQuerySchema,
        response: { 200: registryListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      const page = await searchRegistry(db, request.query, language);
      return reply.header('cache-control', CACHE_CONTROL).header('vary', 'accept-language').send(page);
    },
  );

  api.get(
    '/api/public-registry/:id',
    {
      config: { access: { public: true }, rateLimit },
      schema: {
        tags,
        summary:
          "A licensed office's or agency's licence, status with its dated history, and partnerships in force",
        params: registryIdParamsSchema,
        response: { 200: registryOrganizationSchema, 404: errorBodySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', CACHE_CONTROL).send(await registryOrganization(db, request.params.id)),
  );
};
