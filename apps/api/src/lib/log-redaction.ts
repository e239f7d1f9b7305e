import { stdSerializers, type LoggerOptions } from 'pino';

export const REDACTED = '[redacted]';

/** Keys whose values never reach the log, at any depth (compared without case, `-` and `_`). */
const SENSITIVE_KEYS = new Set(
  [
    'password',
    'newPassword',
    'confirmPassword',
    'passwordHash',
    'iban',
    'authorization',
    'cookie',
    'setCookie',
    'nationalId',
    'ticket',
    'captcha',
    'accessToken',
    'refreshToken',
    'idToken',
    'params',
    'parameters',
  ].map((key) => key.toLowerCase()),
);
/** Each key's answer, kept: every log line asks again for the same few dozen keys. */
const sensitivity = new Map<string, boolean>();
const SENSITIVITY_KEPT = 1_000;
const isSensitive = (key: string): boolean => {
  let sensitive = sensitivity.get(key);
  if (sensitive === undefined) {
    sensitive = SENSITIVE_KEYS.has(key.replace(/[-_]/g, '').toLowerCase());
    if (sensitivity.size < SENSITIVITY_KEPT) sensitivity.set(key, sensitive);
  }
  return sensitive;
};

type ErrorLike = { message?: unknown; params?: unknown; cause?: unknown };

/** The bound values of every failed query in an error's cause chain (drizzle prints them). */
const boundValuesOf = (error: unknown): string[] => {
  const values: string[] = [];
  for (
    let e = error as ErrorLike | undefined, depth = 0;
    e && depth < 10;
    e = e.cause as ErrorLike, depth += 1
  ) {
    if (Array.isArray(e.params) && e.params.length > 0) values.push(String(e.params));
  }
  return values;
};

/**
 * SQL text without values: drizzle's `params: …` line, PostgreSQL's `Key (iban)=(SA…)` and
 * `Failing row contains (…)` details.
 */
export const redactSqlText = (text: string, boundValues: string[] = []): string => {
  let out = text;
  for (const values of boundValues) out = out.split(values).join(REDACTED);
  return out
    .replace(/^params: (?!\[redacted\]).*$/gm, `params: ${REDACTED}`)
    .replace(/(Key \([^)]*\))=\((?:[^()]|\([^()]*\))*\)/g, `$1=(${REDACTED})`)
    .replace(/(Failing row contains )\((?:[^()]|\([^()]*\))*\)/g, `$1(${REDACTED})`);
};

const isPlainObject = (value: object): boolean => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** Plain data only: errors, requests and replies are left to their serializers. */
/** An error's message for a log line, without the values of a failed query. */
export const redactedMessageOf = (error: Error): string => redactSqlText(error.message, boundValuesOf(error));

/** Whether scrub would change this value (a sensitive key, or one below it). */
const needsScrub = (value: unknown, depth: number): boolean => {
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => needsScrub(item, depth + 1));
  if (!isPlainObject(value)) return false;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (isSensitive(key) || needsScrub((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
};

const scrub = (value: unknown, depth = 0): unknown => {
  // Most lines (every request's) have nothing to hide: they are logged as they are, not copied.
  if (!needsScrub(value, depth)) return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as object)) {
    out[key] = isSensitive(key) ? REDACTED : scrub(item, depth + 1);
  }
  return out;
};

/** pino's error serializer, then the values of failed queries and personal fields removed. */
export const redactedErrorSerializer = (error: unknown): unknown => {
  const serialized = stdSerializers.err(error as Error) as unknown;
  if (serialized === error || typeof serialized !== 'object' || serialized === null) return serialized;
  const bound = boundValuesOf(error);
  const record = serialized as Record<string, unknown>;
  const out = scrub({ ...record, type: record.type, message: record.message, stack: record.stack }) as Record<
    string,
    unknown
  >;
  for (const key of ['message', 'stack', 'detail', 'where', 'internalQuery']) {
    if (typeof out[key] === 'string') out[key] = redactSqlText(out[key], bound);
  }
  return out;
};

/**
 * Query parameters whose values are shown in the log: paging, sorting, the answer's format and
 * language, and status or kind filters. Every other parameter's value is masked (the list filters
 * carry national ids, passport, visa and border numbers, phones, IBANs, names and free search), so a
 * filter added to a contract later is masked without being listed here (decision 0044).
 */
const SHOWN_QUERY_PARAMETERS = new Set(
  ['page', 'pageSize', 'limit', 'offset', 'sort', 'sortBy', 'order', 'direction', 'format', 'lang']
    .concat(['status', 'active', 'kind', 'type', 'role', 'module', 'scope', 'tab'])
    .map((name) => name.toLowerCase()),
);

/** A request URL for the log: its path, and its query with every value but the harmless ones masked. */
export const redactedUrl = (url: string): string => {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url.slice(mark + 1);
  if (!query) return url;
  const parts = query.split('&').map((part) => {
    const equals = part.indexOf('=');
    const rawName = equals < 0 ? part : part.slice(0, equals);
    let name: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      return REDACTED;
    }
    const bare = name.replace(/\[\]$/, '').toLowerCase();
    if (equals < 0 || SHOWN_QUERY_PARAMETERS.has(bare)) return part;
    return `${rawName}=${REDACTED}`;
  });
  return `${url.slice(0, mark)}?${parts.join('&')}`;
};

type RequestLike = {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** Fastify's request fields for a log line, the URL's query masked. */
export const redactedRequestSerializer = (request: RequestLike): Record<string, unknown> => ({
  method: request.method,
  url: typeof request.url === 'string' ? redactedUrl(request.url) : request.url,
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** A reply's fields for a log line: its status (never its headers, which may set a cookie). */
export const replySerializer = (reply: { statusCode?: number }): Record<string, unknown> => ({
  statusCode: reply.statusCode,
});

/**
 * The API's log settings: the level, and no SQL values, credentials or personal fields. The
 * `authorization`, `cookie` and `set-cookie` values are hidden by the scrub at any depth, and the
 * request and reply serializers never write headers; pino's path redaction, which copied part of
 * every line to look for them, is not used (decision 0067).
 */
export const appLoggerOptions = (level: string): LoggerOptions => ({
  level,
  serializers: {
    err: redactedErrorSerializer,
    error: redactedErrorSerializer,
    req: redactedRequestSerializer as (request: unknown) => unknown,
    res: replySerializer as (reply: unknown) => unknown,
  },
  formatters: { log: (object) => scrub(object) as Record<string, unknown> },
});
