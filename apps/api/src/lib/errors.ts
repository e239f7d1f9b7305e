import type { ErrorBody, ErrorCode } from '@portal/contracts/error-body';
import type { MessageKey } from '../i18n/catalogue';

export type AppErrorOptions = {
  params?: Record<string, string | number>;
  /** Params that are themselves catalogue keys, translated into the caller's language (a status name). */
  translatedParams?: Record<string, MessageKey>;
  /** Free text for the alert body; shown as-is (not translated). */
  details?: string;
  service?: string;
  messages?: MessageKey[];
  fieldErrors?: ErrorBody['fieldErrors'];
  /** Sent as `code` for clients that act on this error (contracts `ERROR_CODES`). */
  code?: ErrorCode;
  /** Sent as `Retry-After` (seconds) with a 429 or 503: when the caller may try again. */
  retryAfterSeconds?: number;
  /** Sent with `Connection: close`: the rest of a body the request is still sending is not read. */
  closeConnection?: boolean;
};

/** An expected failure with its HTTP status and a catalogue key; the error handler translates it. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly key: MessageKey;
  readonly options: AppErrorOptions;

  constructor(statusCode: number, key: MessageKey, options: AppErrorOptions = {}) {
    super(key);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.key = key;
    this.options = options;
  }
}

export const badRequest = (key: MessageKey = 'errors.badRequest', options?: AppErrorOptions) =>
  new AppError(400, key, options);
export const unauthorized = (key: MessageKey = 'errors.unauthorized') => new AppError(401, key);
export const forbidden = (key: MessageKey = 'errors.forbidden') => new AppError(403, key);
export const notFound = (key: MessageKey = 'errors.notFound') => new AppError(404, key);
export const conflict = (key: MessageKey = 'errors.conflict', options?: AppErrorOptions) =>
  new AppError(409, key, options);
export const serviceUnavailable = (key: MessageKey = 'errors.unavailable') => new AppError(503, key);

export const isAppError = (value: unknown): value is AppError => value instanceof AppError;
