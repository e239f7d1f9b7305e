import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { issuerOf, type AppConfig } from '../config';

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
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    // MUI's emotion injects style elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...external],
    formAction: ["'self'", ...external],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    workerSrc: ["'self'", 'blob:'],
  };
};

const HSTS = 'max-age=31536000; includeSubDomains';

const securityHeadersPlugin = async (app: FastifyInstance, options: { config: AppConfig }): Promise<void> => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(options.config) },
    // HSTS only over TLS, decided per request below.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });

  app.addHook('onRequest', async (request, reply) => {
    // request.protocol honours x-forwarded-proto only when TRUST_PROXY is on.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
};

export default fp(securityHeadersPlugin, { name: 'security-headers' });
