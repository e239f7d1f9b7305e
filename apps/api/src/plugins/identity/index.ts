import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalJWKSet } from 'jose';
import { issuerOf, type AppConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { purgeExpiredPayloads } from './adapter';
import { createMemoryCounterStore } from '../../platform/shared-counters/memory-store';
import { createAttemptLimiter } from './attempt-limiter';
import { loadSignInLimits, type SignInLimits } from './limits-config';
import { apiResourceOf, clientSettingsOf, pageCspOf } from './client-settings';
import { registerInteractionRoutes } from './interaction-routes';
import { mountProvider } from './mount-provider';
import { loadOidcProvider } from './oidc-provider-module';
import { createPasswordTickets } from './password-ticket';
import { createProvider, mountPathOf } from './provider';
import { loadProviderContext } from './provider-context';
import { loadIdentitySecrets, publicJwks } from './secrets';
import type { EmbeddedIdentity } from './types';
import { IDENTITY_CSS, IDENTITY_JS } from './views/assets';

export type { EmbeddedIdentity } from './types';

export type IdentityPluginOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  /** The sign-in limits; default: read from the environment (limits-config.ts). */
  limits?: SignInLimits;
};

const PURGE_EVERY_SECONDS = 60 * 60;

/**
 * The embedded OpenID Connect provider at `/auth` (registered when OIDC_ISSUER is unset): the
 * sign-in pages, the provider's endpoints, and `fastify.embeddedIdentity` for token checks.
 */
const identityPlugin: FastifyPluginAsync<IdentityPluginOptions> = async (fastify, options) => {
  const { config, database } = options;
  const { db } = database;
  // The app's shared counters (Redis with REDIS_URL); memory when the plugin runs on its own.
  const store = fastify.hasDecorator('sharedCounters')
    ? fastify.sharedCounters.store
    : createMemoryCounterStore({ maxEntries: 30_000 });
  const limiter = createAttemptLimiter(store, options.limits ?? loadSignInLimits());
  const secrets = await loadIdentitySecrets(db);
  const provider = createProvider(await loadOidcProvider(), config, db, secrets);
  const mountPath = mountPathOf(config);
  provider.on('server_error', (_ctx, err) => fastify.log.error({ err }, 'identity provider error'));
  // Koa would print stray errors (e.g. a client hanging up) to stderr; keep them in the log.
  (provider as unknown as NodeJS.EventEmitter).on('error', (err: unknown) =>
    fastify.log.warn({ err }, 'identity provider request error'),
  );

  const identity: EmbeddedIdentity = {
    issuer: issuerOf(config),
    keys: createLocalJWKSet(publicJwks(secrets.signingKeys)),
  };
  fastify.decorate('embeddedIdentity', identity);

  const [cookieKey = ''] = secrets.cookieKeys;
  await fastify.register(
    async (pages) => {
      pages.get('/assets/identity.css', { config: { access: { public: true } } }, (_req, reply) =>
        reply
          .type('text/css; charset=utf-8')
          .header('cache-control', 'public, max-age=3600')
          .send(IDENTITY_CSS),
      );
      pages.get('/assets/identity.js', { config: { access: { public: true } } }, (_req, reply) =>
        reply
          .type('text/javascript; charset=utf-8')
          .header('cache-control', 'public, max-age=3600')
          .send(IDENTITY_JS),
      );
      registerInteractionRoutes(pages, {
        provider,
        db,
        config,
        limiter,
        tickets: createPasswordTickets(cookieKey),
        mountPath,
        csp: pageCspOf(clientSettingsOf(config)),
        resource: apiResourceOf(config),
        demo: config.seedDemoData ? { accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD } : undefined,
      });
    },
    { prefix: mountPath },
  );
  const context = await loadProviderContext();
  await fastify.register(async (endpoints) => mountProvider(endpoints, provider, mountPath, context), {
    prefix: mountPath,
  });

  // Expired sign-in payloads go once an hour across all instances (the job queue, platform/jobs).
  fastify.jobs.schedule('identity.purge-payloads', { everySeconds: PURGE_EVERY_SECONDS }, () =>
    purgeExpiredPayloads(db),
  );
};

export default fp(identityPlugin, { name: 'identity', fastify: '5.x' });
