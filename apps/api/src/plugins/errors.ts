import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@portal/contracts/error-body';
import { AppError, isAppError } from '../lib/errors';
import { redactedMessageOf } from '../lib/log-redaction';
import { isDatabaseUnavailable, isForeignKeyViolation } from '../lib/sql-state';
import { languageOf, translate, type MessageKey } from '../i18n/catalogue';
import { validationFieldErrors } from '../lib/validation-messages';
import { applyRequestDeadlines, loadRequestDeadlines } from './request-deadlines';

const STATUS_KEYS: Record<number, MessageKey> = {
  400: 'errors.badRequest',
  401: 'errors.unauthorized',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  405: 'errors.methodNotAllowed',
  409: 'errors.conflict',
  413: 'errors.payloadTooLarge',
  415: 'errors.unsupportedMediaType',
  429: 'errors.tooManyRequests',
  503: 'errors.unavailable',
};

/** A 503 without a `Retry-After` of its own: a database restart or failover takes seconds (decision 0020). */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Turns whatever was thrown into an AppError; anything unexpected becomes a 500. */
const toAppError = (error: FastifyError, request: FastifyRequest, bodyLimit: number): AppError => {
  if (isAppError(error)) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const language = languageOf(request.headers['accept-language']);
    return new AppError(400, 'errors.validation', {
      fieldErrors: validationFieldErrors(error.validation, language),
    });
  }
  // The database dropped the connection or refuses new ones: nothing was acknowledged, try again.
  if (isDatabaseUnavailable(error)) return new AppError(503, 'errors.unavailable');
  // A delete or change another record still refers to, which no where-used check foresaw.
  if (isForeignKeyViolation(error)) return new AppError(409, 'errors.referenced');
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError(400, 'errors.invalidJson');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError(400, 'errors.emptyJson');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, 'errors.payloadTooLarge', { params: { limit: bodyLimit } });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(415, 'errors.unsupportedMediaType', {
        params: { type: String(request.headers['content-type'] ?? '') },
      });
  }
  // Fastify's own 4xx errors (bad content length, etc.) keep their status with a catalogue message.
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return new AppError(status, STATUS_KEYS[status] ?? 'errors.badRequest');
  return new AppError(500, 'errors.internal');
};

export const errorBodyOf = (error: AppError, request: FastifyRequest): ErrorBody => {
  const language = languageOf(request.headers['accept-language']);
  const { params, translatedParams = {}, details, service, messages, fieldErrors, code } = error.options;
  const translated = Object.fromEntries(
    Object.entries(translatedParams).map(([name, key]) => [name, translate(language, key)]),
  );
  const body: ErrorBody = { message: translate(language, error.key, { ...params, ...translated }) };
  if (details) body.details = details;
  if (service) body.service = service;
  if (messages?.length) body.messages = messages.map((key) => translate(language, key));
  if (fieldErrors && Object.keys(fieldErrors).length > 0) body.fieldErrors = fieldErrors;
  if (code) body.code = code;
  return body;
};

export const sendError = (error: AppError, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
  const { retryAfterSeconds, closeConnection } = error.options;
  if (closeConnection) reply.header('connection', 'close');
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(Math.ceil(retryAfterSeconds)));
  else if (error.statusCode === 503 && !reply.hasHeader('retry-after')) {
    reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  }
  return reply
    .code(error.statusCode)
    .type('application/json; charset=utf-8')
    .send(errorBodyOf(error, request));
};

const isWebPath = (url: string): boolean => !/^\/(api|auth)(\/|\?|$)/.test(url);

const acceptsHtml = (request: FastifyRequest): boolean =>
  (request.headers.accept ?? '').includes('text/html');

/** One error handler and one not-found handler for the whole server. */
const errorsPlugin = async (app: FastifyInstance): Promise<void> => {
  const bodyLimit = app.initialConfig.bodyLimit ?? 1_048_576;
  // A request that arrives too slowly is answered 408 and closed, not held (REQUEST_TIMEOUT_MS).
  applyRequestDeadlines(app.server, loadRequestDeadlines(), app.log);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error, request, bodyLimit);
    if (appError.statusCode >= 500) {
      // The body stays generic; the cause goes to the log under the request id.
      request.log.error({ err: error, reqId: request.id }, 'request failed');
    } else if (!isAppError(error)) {
      request.log.info({ code: error.code, statusCode: appError.statusCode }, redactedMessageOf(error));
    }
    return sendError(appError, request, reply);
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if ((request.method === 'GET' || request.method === 'HEAD') && isWebPath(url) && acceptsHtml(request)) {
      if (app.serveWebIndex) return app.serveWebIndex(reply);
    }
    const path = url.split('?')[0] ?? url;
    return sendError(
      new AppError(404, 'errors.routeNotFound', {
        params: { method: request.method, url: path.slice(0, 200) },
      }),
      request,
      reply,
    );
  });
};

export default fp(errorsPlugin, { name: 'errors' });
