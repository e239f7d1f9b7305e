import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { AppError } from './errors';

/**
 * Turns rate limits on in a module's scope (once): its routes opt in with `config.rateLimit`
 * (`{ max, timeWindow }`, per address unless a `keyGenerator` says otherwise). A refusal is the
 * translated 429 of the one error handler, with `Retry-After`.
 */
export const enableRateLimits = async (app: FastifyInstance): Promise<void> => {
  if (app.hasDecorator('rateLimit')) return;
  await app.register(rateLimit, {
    global: false,
    // What the builder returns is thrown; the one error handler translates it.
    errorResponseBuilder: () => new AppError(429, 'errors.tooManyRequests'),
  });
};

/** A limit per signed-in person (the access-control hook has put the session on the request). */
export const perUser = (request: FastifyRequest): string =>
  request.session ? `user:${request.session.user.id}` : `ip:${request.ip}`;
