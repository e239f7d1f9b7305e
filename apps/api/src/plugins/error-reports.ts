import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createStackParser, createTransport, Scope, type ErrorEvent } from '@sentry/core';
import { nodeStackLineParser, ServerRuntimeClient } from '@sentry/core/server';
import apiPackage from '../../package.json' with { type: 'json' };
import type { AppConfig } from '../config';
import { redactSqlText, REDACTED } from '../lib/log-redaction';
import type { Session } from '../types/session';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Sends what is still queued to SENTRY_DSN (true when all went within the time); true without a DSN. */
    flushErrorReports: (timeoutMs?: number) => Promise<boolean>;
  }
}

const failures = new WeakMap<FastifyRequest, Error>();

/**
 * Error text without the values of a failed query (as the logs scrub them) nor anything shaped like
 * a national id, passport, visa or border number or IBAN (a run of six or more digits, with up to
 * two letters before it).
 */
const scrubbedText = (text: string): string =>
  redactSqlText(text).replace(/\b[A-Z]{0,2}\d{6,}[A-Z0-9]*\b/gi, REDACTED);

const scrubbedEvent = (event: ErrorEvent): ErrorEvent => {
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = scrubbedText(exception.value);
    for (const frame of exception.stacktrace?.frames ?? []) delete frame.vars;
  }
  if (event.message) event.message = scrubbedText(event.message);
  // No request body, query, headers or cookies, and no breadcrumbs of earlier work.
  delete event.request;
  delete event.breadcrumbs;
  delete event.extra;
  if (event.user) event.user = { id: event.user.id ?? REDACTED };
  return event;
};

/**
 * Server errors to the error-reporting service named by SENTRY_DSN (decision 0044): only 5xx
 * answers and errors no handler answered, each with the route pattern, the signed-in user's and
 * organisation's ids, and the release and environment; no personal data.
 */
const errorReportsPlugin = async (app: FastifyInstance, options: { config: AppConfig }): Promise<void> => {
  const { config } = options;
  if (!config.sentryDsn) {
    app.decorate('flushErrorReports', async () => true);
    return;
  }
  const client = new ServerRuntimeClient({
    dsn: config.sentryDsn,
    release: config.sentryRelease ?? `portal-api@${apiPackage.version}`,
    environment: config.sentryEnvironment ?? config.nodeEnv,
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    sendDefaultPii: false,
    integrations: [],
    stackParser: createStackParser(nodeStackLineParser()),
    beforeSend: scrubbedEvent,
    transport: (transportOptions) =>
      createTransport(transportOptions, async (request) => {
        const response = await fetch(transportOptions.url, {
          method: 'POST',
          body: request.body as string | Uint8Array<ArrayBuffer>,
          headers: { 'content-type': 'application/x-sentry-envelope', ...transportOptions.headers },
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        return {
          statusCode: response.status,
          headers: {
            'x-sentry-rate-limits': response.headers.get('x-sentry-rate-limits'),
            'retry-after': response.headers.get('retry-after'),
          },
        };
      }),
  });
  client.init();

  app.addHook('onError', async (request, _reply, error) => {
    failures.set(request, error);
  });
  app.addHook('onResponse', async (request, reply) => {
    const error = failures.get(request);
    if (!error || reply.statusCode < 500) return;
    const scope = new Scope();
    const session = (request as { session?: Session | null }).session ?? null;
    if (session) scope.setUser({ id: String(session.user.id) });
    if (session?.organization) scope.setTag('organization_id', String(session.organization.id));
    scope.setTag('route', request.routeOptions.url ?? '');
    scope.setTag('method', request.method);
    scope.setTag('status', String(reply.statusCode));
    scope.setTag('request_id', request.id);
    client.captureException(error, { mechanism: { type: 'fastify', handled: false } }, scope);
  });
  app.decorate('flushErrorReports', async (timeoutMs = 2_000) => client.flush(timeoutMs));
  app.addHook('onClose', async () => {
    await client.close(2_000);
  });
};

export default fp(errorReportsPlugin, { name: 'error-reports' });
