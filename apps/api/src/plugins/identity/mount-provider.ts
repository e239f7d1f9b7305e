import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { releasingContext, type ProviderContext } from './provider-context';

/**
 * Hands every other request under the mount path to oidc-provider (a Koa app). The body is left
 * unread for the provider to parse, the prefix is stripped from the URL and kept in
 * `originalUrl`, from which the provider derives the URLs it publishes. The library's request
 * context is disabled while none of its requests is in flight (`releasingContext`).
 */
export const mountProvider = (
  app: FastifyInstance,
  provider: Provider,
  mountPath: string,
  context: ProviderContext,
): void => {
  const callback = releasingContext(provider.callback(), context);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));

  app.all('/*', { config: { access: { public: true } } }, (req, reply) => {
    reply.hijack();
    const raw = req.raw as IncomingMessage & { originalUrl?: string };
    const url = raw.url ?? '/';
    raw.originalUrl = url;
    raw.url = url.startsWith(mountPath) ? url.slice(mountPath.length) || '/' : url;
    if (!raw.url.startsWith('/')) raw.url = `/${raw.url}`;
    void callback(raw, reply.raw);
  });
};
