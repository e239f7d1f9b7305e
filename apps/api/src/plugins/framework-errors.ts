import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { sendError } from './errors';

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or hook runs (a URL with
 * a broken escape such as `/api/%`, an over-long parameter) gets our translated body, not
 * Fastify's default one.
 */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const appError =
    error.code === 'FST_ERR_BAD_URL'
      ? new AppError(400, 'errors.badUrl')
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? new AppError(414, 'errors.badUrl')
        : new AppError(500, 'errors.internal');
  if (appError.statusCode >= 500) request.log.error({ err: error }, 'request failed in the router');
  reply.header('x-content-type-options', 'nosniff').header('x-request-id', request.id);
  void sendError(appError, request, reply);
};
