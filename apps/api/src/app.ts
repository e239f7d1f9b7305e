import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { JWTVerifyGetKey } from 'jose';
import type { AppConfig } from './config';
import { fastifyTrustProxy } from './trust-proxy';
import { consoleLogDestination, RequestLogController, type LogDestination } from './log-output';
import type { DatabaseHandle } from './db/client';
import { answerSerializerCompiler } from './lib/answer-serializer';
import { appLoggerOptions } from './lib/log-redaction';
import accessControl from './plugins/access-control';
import authentication from './plugins/authentication';
import csrf from './plugins/csrf';
import errors from './plugins/errors';
import errorReports from './plugins/error-reports';
import { frameworkErrors } from './plugins/framework-errors';
import inFlight from './plugins/in-flight';
import metrics from './plugins/metrics';
import openapi from './plugins/openapi';
import pdfRenderer from './plugins/pdf-renderer';
import importRuns from './platform/import-runs/plugin';
import jobs from './platform/jobs/plugin';
import verifiableDocuments from './platform/verifiable-documents/plugin';
import sharedCounters from './platform/shared-counters/plugin';
import { loadSharedCountersConfig, type SharedCountersConfig } from './platform/shared-counters/config';
import securityHeaders from './plugins/security-headers';
import staticWeb from './plugins/static-web';
import { registerModules } from './modules/registry';

export type BuildAppOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  /** A pino logger, `false` for none; default: logs at config.logLevel, readable at a terminal. */
  logger?: FastifyBaseLogger | boolean;
  /** Tests: verify access tokens with these keys instead of the issuer's. */
  tokenKeys?: JWTVerifyGetKey;
  /** Register the embedded sign-in service when no external issuer is configured (default true). */
  embeddedIdentity?: boolean;
  /** Serve the built web app (default true). */
  serveWeb?: boolean;
  /** Sees every route as it is registered (the access-declaration test). */
  onRoute?: (route: RouteOptions) => void;
  /** The shared counters' key prefix and timeouts; default: read from the environment. */
  sharedCounters?: SharedCountersConfig;
};

const REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

const loggerOptions = (options: BuildAppOptions, stream: LogDestination | undefined) => {
  if (options.logger === undefined)
    return { logger: { ...appLoggerOptions(options.config.logLevel), ...(stream && { stream }) } };
  if (typeof options.logger === 'boolean') return { logger: options.logger };
  return { loggerInstance: options.logger };
};

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

/**
 * Every schema is zod: handing Fastify the zod compilers up front spares it loading Ajv and
 * fast-json-stringify at start (a few hundred milliseconds of the start-to-ready budget). Fastify
 * types these factories for Ajv; at run time it takes any compiler of this shape.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => answerSerializerCompiler,
} as unknown as CompilersFactory;

/** The whole HTTP application, without listening: tests drive it with `app.inject`. */
export const buildApp = async (options: BuildAppOptions): Promise<FastifyInstance> => {
  const { config, database } = options;
  // Readable lines at a terminal, JSON otherwise (docs/decisions/0016).
  const output = options.logger === undefined ? await consoleLogDestination() : undefined;
  const app = Fastify({
    ...loggerOptions(options, output?.stream),
    logController: new RequestLogController({ interactive: output?.interactive ?? false }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    frameworkErrors,
    bodyLimit: config.bodyLimitBytes,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    forceCloseConnections: 'idle',
    // A plugin's start (the sign-in service loads oidc-provider, the job queue creates its tables,
    // Redis connects) may take long on a busy machine; Fastify's 10 s would end a healthy start.
    pluginTimeout: 120_000,
    schemaController: { compilersFactory: zodCompilers },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Per-request hooks are callbacks, not async functions: each async hook costs every request a
  // promise and a microtask turn for work that is synchronous (decision 0051). The request id is
  // written with the security headers, in the first hook of every request (decision 0067).
  await app.register(inFlight);
  await app.register(errors);
  await app.register(metrics, { config, database });
  await app.register(errorReports, { config });
  await app.register(sharedCounters, {
    redisUrl: config.redisUrl,
    ...(options.sharedCounters ?? loadSharedCountersConfig()),
  });
  await app.register(securityHeaders, { config });
  await app.register(csrf);
  await app.register(authentication, {
    config,
    database,
    ...(options.tokenKeys && { tokenKeys: options.tokenKeys }),
  });
  await app.register(accessControl);
  await app.register(openapi);
  await app.register(pdfRenderer, { config });
  // Background jobs (platform/jobs); the API's tests run no schedules, they call the sweeps.
  await app.register(jobs, {
    database,
    runSchedules: config.nodeEnv !== 'test',
    work: config.jobsWork,
  });
  // Approved documents' codes, signed payloads and kept PDFs; the public check (issue 25).
  await app.register(verifiableDocuments, { config, database });
  // Spreadsheet imports run as jobs; modules declare their kinds (platform/import-runs).
  await app.register(importRuns, { database });

  if (!config.oidcIssuer && options.embeddedIdentity !== false) {
    // Loaded only when used: with an external issuer, oidc-provider is never read.
    const { default: identity } = await import('./plugins/identity/index');
    await app.register(identity, { config, database });
  }

  await registerModules(app, { config, database });

  if (options.serveWeb !== false) await app.register(staticWeb, { config });
  else app.decorate('serveWebIndex', null);

  return app;
};
