import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@portal/contracts/error-body';
import { healthResponseSchema, readyResponseSchema } from '@portal/contracts/health';
import { publicConfigSchema, type PublicConfig } from '@portal/contracts/public-config';
import { issuerOf, type AppConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../lib/errors';
import { requestClocksRefresh } from '../../platform/clocks/clock-jobs';
import {
  beatHeart,
  HEARTBEAT_EVERY_SECONDS,
  readinessWatch,
  recordPortalOutage,
} from '../../platform/clocks/portal-outages';
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

const JSON_UTF8 = 'application/json; charset=utf-8';
const HEALTH_BODY = JSON.stringify(healthResponseSchema.parse({ status: 'ok' }));

/** Liveness, readiness and the public configuration the web app reads before sign-in. */
export const systemRoutes = async (app: FastifyInstance, options: SystemRoutesOptions): Promise<void> => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const publicConfig = publicConfigOf(options.config);
  const { db } = options.database;
  const watch = readinessWatch();

  // The portal's own outages pause the clocks (decision 0057): this instance's failed readiness
  // when it recovers, and every instance down at once through the heartbeat's gap. Tests drive
  // the heartbeat themselves: a test database left idle between files is not an outage.
  if (options.config.nodeEnv !== 'test') {
    app.jobs.schedule(
      'system.heartbeat',
      { everySeconds: HEARTBEAT_EVERY_SECONDS },
      async () => {
        const outage = await beatHeart(db, new Date());
        if (outage) await requestClocksRefresh(app.jobs);
        return { outage };
      },
      { retryLimit: 0 },
    );
  }

  // Without the zod type provider: the answer is the text written at start, not an object.
  app.get(
    '/api/health',
    {
      config: { access: { public: true }, probe: true },
      schema: { tags: ['system'], summary: 'The process is alive', response: { 200: healthResponseSchema } },
    },
    // The balancers' probe, many times a second per instance: its answer is written once, not
    // checked and serialized at every call (decision 0067). The schema above still documents it.
    // Answered at once, not from an async function: no promise for the in-flight count to follow.
    (_request, reply) => {
      reply.type(JSON_UTF8).send(HEALTH_BODY);
    },
  );

  api.get(
    '/api/ready',
    {
      config: { access: { public: true }, probe: true },
      schema: {
        tags: ['system'],
        summary: 'The database answers',
        response: { 200: readyResponseSchema, 503: errorBodySchema },
      },
    },
    async (request) => {
      const up = await options.database.ping();
      const outage = watch.observe(up, new Date());
      if (!up) throw new AppError(503, 'errors.unavailable');
      if (outage) {
        // Recorded beside the answer: a failure to record is logged, never a failed probe.
        await recordPortalOutage(db, { ...outage, description: 'incidents.readinessDescription' })
          .then((changed) => (changed ? requestClocksRefresh(app.jobs) : null))
          .catch((error: unknown) => request.log.error({ err: error }, 'could not record the outage'));
      }
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
