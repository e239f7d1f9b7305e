import type { ErrorBody } from '@portal/contracts/error-body';

/** A failed API call: `status` 0 means the server could not be reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;
  readonly method: string;
  readonly url: string;

  constructor(status: number, body: ErrorBody | null, method: string, url: string) {
    super(body?.message ?? `${method} ${url} failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.method = method;
    this.url = url;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const toErrorBody = (value: unknown): ErrorBody | null => {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const messages = Array.isArray(record.messages)
    ? record.messages.filter((item): item is string => typeof item === 'string')
    : undefined;
  if (typeof record.message !== 'string' && !messages?.length) return null;
  return {
    message: typeof record.message === 'string' ? record.message : '',
    details: typeof record.details === 'string' ? record.details : undefined,
    service: typeof record.service === 'string' ? record.service : undefined,
    messages,
    fieldErrors:
      record.fieldErrors && typeof record.fieldErrors === 'object'
        ? (record.fieldErrors as Record<string, string[]>)
        : undefined,
    code: typeof record.code === 'string' ? record.code : undefined,
  };
};
