import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@portal/contracts/error-body';
import { healthResponseSchema, readyResponseSchema } from '@portal/contracts/health';
import { publicConfigSchema, type PublicConfig } from '@portal/contracts/public-config';
import { issuerOf, type AppConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { SettingReader } from '../settings/providers';

export type SystemRoutesOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  /** The settings module's reader: the licence warning days are the admin's setting. */
  settingValue: SettingReader;
};

export const publicConfigOf = (config: AppConfig): Omit<PublicConfig, 'licenceWarningDays'> => ({
  oidc: { authority: issuerOf(config), clientId: config.oidcClientId, scope: config.oidcScope },
  embeddedIdentity: !config.oidcIssuer,
  features: config.features,
  errorReporting: { dsn: config.sentryDsn ?? null },
});

/** Liveness, readiness and the public configuration the web app reads before sign-in. */
export const systemRoutes = async (app: FastifyInstance, options: SystemRoutesOptions): Promise<void> => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const publicConfig = publicConfigOf(options.config);

  api.get(
    '/api/health',
    {
      config: { access: { public: true } },
      schema: { tags: ['system'], summary: 'The process is alive', response: { 200: healthResponseSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );

  api.get(
    '/api/ready',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['system'],
        summary: 'The database answers',
        response: { 200: readyResponseSchema, 503: errorBodySchema },
      },
    },
    async () => {
      if (!(await options.database.ping())) throw new AppError(503, 'errors.unavailable');
      return { status: 'ok' as const, database: 'up' as const };
    },
  );

  api.get(
    '/api/config',
    {
      config: { access: { public: true } },
      schema: { tags: ['system'], summary: 'Public configuration', response: { 200: publicConfigSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      const licenceWarningDays = await options.settingValue(options.database.db, 'licenceWarningDays');
      return { ...publicConfig, licenceWarningDays };
    },
  );
};
