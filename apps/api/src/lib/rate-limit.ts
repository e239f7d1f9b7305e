import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { AppError } from './errors';

/**
 * Turns rate limits on in a module's scope (once): its routes opt in with `config.rateLimit`
 * (`{ max, timeWindow }`, per address unless a `keyGenerator` says otherwise). A refusal is the
 * translated 429 of the one error handler, with `Retry-After`. With REDIS_URL the counts live in
 * the app's shared Redis (keys `<prefix>rate:<method><url>-<key>`), so N instances hold one
 * number; when Redis does not answer the request goes on, with a warning (decision 0043).
 */
export const enableRateLimits = async (app: FastifyInstance): Promise<void> => {
  if (app.hasDecorator('rateLimit')) return;
  // A module's routes tested on their own have no shared counters: memory then.
  const { redis, keyPrefix } = app.hasDecorator('sharedCounters')
    ? app.sharedCounters
    : { redis: null, keyPrefix: '' };
  await app.register(rateLimit, {
    global: false,
    // What the builder returns is thrown; the one error handler translates it.
    errorResponseBuilder: () => new AppError(429, 'errors.tooManyRequests'),
    ...(redis && { redis, nameSpace: `${keyPrefix}rate:`, skipOnError: true }),
  });
  if (redis) {
    // @fastify/rate-limit lets the request through silently when the store fails: say so.
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.rateLimit && redis.status !== 'ready')
        request.log.warn({ redis: redis.status }, 'rate limit not counted: redis unavailable');
    });
  }
};

/** A limit per signed-in person (the access-control hook has put the session on the request). */
export const perUser = (request: FastifyRequest): string =>
  request.session ? `user:${request.session.user.id}` : `ip:${request.ip}`;
