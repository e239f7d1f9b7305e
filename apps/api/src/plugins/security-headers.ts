import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { issuerOf, type AppConfig } from '../config';
import { DOCS_PREFIX } from './openapi';

const originOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** The web app's policy: no inline or foreign scripts; the browser may talk to the issuer and error reporting. */
export const contentSecurityDirectives = (config: AppConfig): Record<string, string[]> => {
  const issuer = originOf(issuerOf(config));
  const external = [issuer, originOf(config.sentryDsn)].filter(
    (origin): origin is string => origin !== null && origin !== originOf(config.publicUrl),
  );
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // MUI's emotion injects style elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...external],
    'form-action': ["'self'", ...external],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
  };
};

export const cspHeaderValue = (directives: Record<string, string[]>): string =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/** Helmet's defaults, with our CSP, framing and referrer choices: what a page of ours is sent. */
export const documentHeaders = (config: AppConfig): Record<string, string> => ({
  'content-security-policy': cspHeaderValue(contentSecurityDirectives(config)),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/**
 * What every API answer is sent (decision 0079, after OWASP's REST Security Cheat Sheet): no
 * framing, no type sniffing, not readable by another site's page, and a policy under which an
 * answer opened as a page may load and run nothing. The web app reads these answers with `fetch`
 * (files as blobs, under the app's own policy); the headers that only steer a page (its scripts'
 * sources, its opener, its referrer, its DNS prefetch, …) go with pages only.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const HSTS = 'max-age=31536000; includeSubDomains';

/** An API answer, not a page: under /api/, except the API's documentation pages. */
const answersApi = (url: string): boolean => url.startsWith('/api/') && !url.startsWith(DOCS_PREFIX);

/**
 * The same headers as helmet, computed once: @fastify/helmet rebuilds its middleware on every
 * request, which cost about a sixth of the CPU of GET /api/me. Routes may replace the CSP
 * (the docs page and the sign-in pages do). With them the request id (`x-request-id`, made by
 * the app's `genReqId`), so that every answer, a refusal of a later hook included, carries it.
 */
const securityHeadersPlugin = async (app: FastifyInstance, options: { config: AppConfig }): Promise<void> => {
  const forDocuments = documentHeaders(options.config);
  // Every answer's request id is written here too: one hook fewer for every request (decision 0067).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id).headers(answersApi(request.url) ? API_HEADERS : forDocuments);
    // request.protocol honours x-forwarded-proto only when TRUST_PROXY is on; HSTS only over TLS.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
};

export default fp(securityHeadersPlugin, { name: 'security-headers' });
