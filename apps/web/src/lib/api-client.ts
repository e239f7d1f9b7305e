import { ERROR_CODES } from '@portal/contracts/error-body';
import { HEADERS } from '@portal/contracts/http-headers';
import { ApiError, toErrorBody } from './api-error';
import { getAccessToken, handleUnauthorized } from './auth/auth-hooks';
import { requestCredentialsRefresh } from './credentials-events';
import { currentLanguage } from './i18n/i18n';
import { requestNotificationsRefresh, triggersNotificationsRefresh } from './notifications-events';
import { csrfToken, establishmentHeaders } from './request-headers';
import { isRelativeUrl, resolveUrl } from './server-address';
import { loadCredentials, clearCredentials } from './storage/credentials-storage';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialised unless it is FormData, Blob or a string. */
  body?: unknown;
  /** Trimmed; empty values are left out (spec 5). */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  responseType?: 'json' | 'text' | 'blob';
  /** Calls that must not sign the person out on 401 (e.g. the notification poll handles it itself). */
  ignoreUnauthorized?: boolean;
  /** No bearer token (e.g. `/api/config`, which the sign-in code itself needs before any token exists). */
  anonymous?: boolean;
};

export const buildQuery = (query: Record<string, QueryValue> | undefined): string => {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value === null || value === undefined) continue;
      const text = String(value).trim();
      if (text !== '') params.append(key, text);
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

const serializeBody = (body: unknown): { body: BodyInit | undefined; contentType?: string } => {
  if (body === undefined) return { body: undefined };
  if (body instanceof FormData || body instanceof Blob || typeof body === 'string') return { body };
  return { body: JSON.stringify(body), contentType: 'application/json' };
};

const buildHeaders = async (method: string, url: string, options: RequestOptions, contentType?: string) => {
  const headers: Record<string, string> = {
    accept: 'application/json',
    [HEADERS.acceptLanguage]: currentLanguage(),
    ...establishmentHeaders(loadCredentials()),
  };
  const token = options.anonymous ? null : await getAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (contentType) headers['content-type'] = contentType;
  if (method !== 'GET' && isRelativeUrl(url)) {
    const csrf = csrfToken();
    if (csrf) headers[HEADERS.csrf] = csrf;
  }
  return { ...headers, ...options.headers };
};

const readBody = async (response: Response, responseType: RequestOptions['responseType']) => {
  if (response.status === 204) return undefined;
  if (responseType === 'blob') return response.blob();
  const text = await response.text();
  if (responseType === 'text') return text;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const parseErrorBody = async (response: Response) => {
  try {
    return toErrorBody(JSON.parse(await response.text()));
  } catch {
    return null;
  }
};

const FAILED = Symbol('failed');
/** How long an early answer may wait for the page's own request (then that request asks again). */
const EARLY_ANSWER_MS = 30_000;
const earlyAnswers = new Map<string, { at: number; answer: Promise<unknown> }>();

/**
 * Starts a GET a signed-in page will make as soon as its code has rendered (app/early-data.ts,
 * decision 0065): started from the application's start with the stored token, it runs beside the
 * page's chunks instead of after them. The page's own `api.get` of the same address takes the answer
 * once; a failed early request is forgotten (the page's request then asks, and handles the error or
 * the sign-out itself). Resolves with the answer (undefined when it failed), which the first screen
 * may show before the page (its heading).
 */
export const prefetchGet = async (
  url: string,
  token: string,
  /** The answer of the same request made before the application's code (undefined when it failed). */
  made?: Promise<unknown>,
): Promise<unknown> => {
  const fullUrl = resolveUrl(url);
  const asked = earlyAnswers.get(fullUrl);
  if (asked) return asked.answer.then((answer) => (answer === FAILED ? undefined : answer));
  // A made request's failure is undefined, which the page's request takes as no answer, as FAILED.
  const answer = (
    made ??
    (async () => {
      const headers = await buildHeaders('GET', url, { headers: { authorization: `Bearer ${token}` } });
      const response = await fetch(fullUrl, { method: 'GET', headers, credentials: 'same-origin' });
      return response.ok ? readBody(response, 'json') : FAILED;
    })()
  ).catch(() => FAILED);
  earlyAnswers.set(fullUrl, { at: Date.now(), answer });
  const data = await answer;
  return data === FAILED ? undefined : data;
};

/** The early answer of a GET, once, while it is recent; undefined when there is none or it failed. */
const takeEarlyAnswer = async (fullUrl: string): Promise<unknown> => {
  const early = earlyAnswers.get(fullUrl);
  if (!early) return undefined;
  earlyAnswers.delete(fullUrl);
  if (Date.now() - early.at > EARLY_ANSWER_MS) return undefined;
  const answer = await early.answer;
  return answer === FAILED ? undefined : answer;
};

/**
 * The one API client (spec 7): section 7 headers, the anti-forgery header on non-GET relative calls,
 * JSON in and out, typed errors, sign-out on 401, the credentials refresh on the suspended 403 and
 * the notification refresh trigger.
 */
export const apiRequest = async <T>(url: string, options: RequestOptions = {}): Promise<T> => {
  const method = options.method ?? 'GET';
  const { body, contentType } = serializeBody(options.body);
  const fullUrl = `${resolveUrl(url)}${buildQuery(options.query)}`;
  if (method === 'GET' && !options.responseType && earlyAnswers.size > 0) {
    const early = await takeEarlyAnswer(fullUrl);
    if (early !== undefined) return early as T;
  }
  const headers = await buildHeaders(method, url, options, contentType);
  let response: Response;
  try {
    response = await fetch(fullUrl, {
      method,
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, null, method, url);
  }
  if (triggersNotificationsRefresh(method, url)) requestNotificationsRefresh();
  if (!response.ok) {
    const errorBody = await parseErrorBody(response);
    if (response.status === 401 && !options.ignoreUnauthorized) {
      clearCredentials();
      handleUnauthorized();
    }
    // The organisation was suspended since the credentials were stored: reload them, so the
    // suspension banner and everything reading them follow at once (not at the next sign-in).
    if (response.status === 403 && errorBody?.code === ERROR_CODES.organizationSuspended) {
      requestCredentialsRefresh();
    }
    throw new ApiError(response.status, errorBody, method, url);
  }
  return (await readBody(response, options.responseType)) as T;
};

export const api = {
  get: <T>(url: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(url, { ...options, method: 'GET' }),
  post: <T>(url: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(url, { ...options, method: 'POST', body }),
  put: <T>(url: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(url, { ...options, method: 'PUT', body }),
  patch: <T>(url: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(url, { ...options, method: 'PATCH', body }),
  delete: <T>(url: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(url, { ...options, method: 'DELETE' }),
};
