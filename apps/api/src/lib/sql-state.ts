/** PostgreSQL's SQLSTATE of an error, whichever driver (or drizzle's wrapper around it) reports it. */
export const sqlStateOf = (error: unknown): unknown => {
  const codeOf = (value: unknown) =>
    value && typeof value === 'object' && 'code' in value ? (value as { code: unknown }).code : undefined;
  return codeOf(error) ?? codeOf((error as { cause?: unknown } | null)?.cause);
};

/** unique_violation: a value another row already holds. */
export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === '23505';

/** The constraint (or unique index) an error names, as `sqlStateOf` finds its code. */
export const constraintOf = (error: unknown): unknown => {
  const nameOf = (value: unknown) =>
    value && typeof value === 'object' && 'constraint' in value
      ? (value as { constraint: unknown }).constraint
      : undefined;
  return nameOf(error) ?? nameOf((error as { cause?: unknown } | null)?.cause);
};

/** foreign_key_violation: a row other rows still refer to, or a reference to no row. */
export const isForeignKeyViolation = (error: unknown): boolean => sqlStateOf(error) === '23503';

/**
 * SQLSTATE classes of "the database cannot serve you now, try later" (PostgreSQL appendix A):
 * 08 connection exception, 53 insufficient resources (53000, disk full 53100, out of memory 53200,
 * too many connections 53300, configuration limit 53400), 57 operator intervention (57000, the
 * statement timeout 57014, shutdown 57P01/57P02, starting up 57P03, database dropped 57P04, idle
 * session timeout 57P05). Decision 0020 says why each is a 503.
 */
const UNAVAILABLE_CLASSES = ['08', '53', '57'];

/** A transaction the server closed for idling in it. */
const UNAVAILABLE_STATES = new Set(['25P03']);

/**
 * PostgreSQL ends the session after a FATAL or PANIC error, which is how it refuses a connection:
 * 55000 "database is not currently accepting connections", 3D000 the database does not exist
 * (dropped, being restored), 28000/28P01 credentials refused (a password rotation), 42501 no
 * CONNECT privilege. Nothing of the request was done. The same states as statement errors
 * (ERROR, e.g. 55000 for currval before nextval) are faults of ours and stay 500. node-postgres
 * reports the localised severity only: the server's lc_messages must be English (the default).
 */
const ENDS_SESSION = new Set(['FATAL', 'PANIC']);

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

const isUnavailableState = (code: string, severity: unknown): boolean =>
  UNAVAILABLE_CLASSES.includes(code.slice(0, 2)) ||
  UNAVAILABLE_STATES.has(code) ||
  (typeof severity === 'string' && ENDS_SESSION.has(severity));

const isUnavailableOne = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && isUnavailableState(code, (error as { severity?: unknown }).severity)) {
    return true;
  }
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
