import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { CSRF_COOKIE, HEADERS } from '@portal/contracts/http-headers';
import { AppError } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const sameToken = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

const decodedPath = (url: string): string => {
  const path = url.split('?')[0] ?? url;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/** The route the router chose (it decodes `/%61pi/…` to `/api/…`), else the decoded URL path. */
const routePathOf = (request: FastifyRequest): string => request.routeOptions.url ?? decodedPath(request.url);

const headerToken = (request: FastifyRequest): string | undefined => {
  const value = request.headers[HEADERS.csrf];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Who is given the cookie: a page of the web app or the sign-in service (a browser that will call the
 * API next), and an API call a browser makes (it sends Fetch Metadata: the web app under another
 * server, `npm run dev`). A balancer's health check, a partner system or a script is given none: the
 * cookie is for browsers, and minting one cost a tenth of a cheap call (decision 0049).
 */
const wantsToken = (request: FastifyRequest): boolean =>
  !isApiPath(routePathOf(request)) ||
  request.headers['sec-fetch-site'] !== undefined ||
  request.headers['sec-fetch-mode'] !== undefined;

/**
 * Double-submit anti-forgery: a JS-readable cookie the web client echoes in a header on every
 * state-changing /api call. The embedded sign-in service under /auth has its own protections.
 */
const csrfPlugin = async (app: FastifyInstance): Promise<void> => {
  if (!app.hasDecorator('parseCookie')) await app.register(cookie);

  app.addHook('onRequest', (request, reply, done) => {
    const cookieToken = request.cookies[CSRF_COOKIE];
    if (!cookieToken && wantsToken(request)) {
      // Written directly: cheaper than @fastify/cookie's serialiser on every cookie-less call.
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${CSRF_COOKIE}=${randomBytes(32).toString('base64url')}; Path=/; SameSite=Lax${secure}`,
      );
    }
    if (SAFE_METHODS.has(request.method) || !isApiPath(routePathOf(request))) return done();
    const sent = headerToken(request);
    if (!cookieToken || !sent || !sameToken(cookieToken, sent)) return done(new AppError(403, 'errors.csrf'));
    done();
  });
};

export default fp(csrfPlugin, { name: 'csrf' });
