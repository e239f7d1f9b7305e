/** PostgreSQL's SQLSTATE of an error, whichever driver (or drizzle's wrapper around it) reports it. */
export const sqlStateOf = (error: unknown): unknown => {
  const codeOf = (value: unknown) =>
    value && typeof value === 'object' && 'code' in value ? (value as { code: unknown }).code : undefined;
  return codeOf(error) ?? codeOf((error as { cause?: unknown } | null)?.cause);
};

/** unique_violation: a value another row already holds. */
export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === '23505';

/** foreign_key_violation: a row other rows still refer to, or a reference to no row. */
export const isForeignKeyViolation = (error: unknown): boolean => sqlStateOf(error) === '23503';

/**
 * SQLSTATEs of a lost or refused connection (class 08), a server shutting down or starting
 * (57P01-57P03), too many connections (53300), a cancelled statement (57014, the statement
 * timeout) and a transaction the server closed for idling (25P03).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25P03']);

/** Node's codes of a socket that could not connect or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres and pg-pool report these without a code. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /not queryable/,
  /^Cannot use a pool after calling end/,
];

const isUnavailableOne = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_STATES.has(code))) return true;
  if (typeof code === 'string' && SOCKET_CODES.has(code)) return true;
  if (error instanceof AggregateError && error.errors.some(isUnavailableOne)) return true;
  return DRIVER_MESSAGES.some((pattern) => pattern.test(error.message));
};

/**
 * The database cannot be reached or dropped the connection (anywhere in the cause chain, e.g.
 * inside drizzle's query error): the request should answer 503, the caller may try again.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (isUnavailableOne(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};
