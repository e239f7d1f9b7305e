import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startRefusingPostgres } from '../test-support/refusing-postgres';
import { isDatabaseUnavailable, isForeignKeyViolation, isUniqueViolation } from './sql-state';

const withCode = (message: string, code: string, severity = 'ERROR') =>
  Object.assign(new Error(message), { code, severity });
/** How drizzle reports a failed query: its own error with the driver's as the cause. */
const drizzleQueryError = (cause: unknown) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a server terminating the connection (57P01)', withCode('terminating connection', '57P01')],
    ['a server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection failure (08006)', withCode('connection failure', '08006')],
    ['too many connections (53300)', withCode('too many clients', '53300', 'FATAL')],
    ['insufficient resources (53000)', withCode('insufficient resources', '53000')],
    ['a full disk (53100)', withCode('could not extend file: No space left on device', '53100')],
    ['out of memory (53200)', withCode('out of memory', '53200')],
    ['a configuration limit (53400)', withCode('too many locks', '53400')],
    ['a crash shutdown (57P02)', withCode('terminating connection because of crash', '57P02', 'FATAL')],
    ['a dropped database (57P04)', withCode('database dropped', '57P04', 'FATAL')],
    ['the idle session timeout (57P05)', withCode('idle-session timeout', '57P05', 'FATAL')],
    [
      'a database not accepting connections (FATAL 55000)',
      withCode('database "portal" is not currently accepting connections', '55000', 'FATAL'),
    ],
    [
      'a database that does not exist (FATAL 3D000)',
      withCode('database "x" does not exist', '3D000', 'FATAL'),
    ],
    ['refused credentials (FATAL 28P01)', withCode('password authentication failed', '28P01', 'FATAL')],
    ['no CONNECT privilege (FATAL 42501)', withCode('permission denied for database', '42501', 'FATAL')],
    ['the statement timeout (57014)', withCode('canceling statement due to statement timeout', '57014')],
    ['a refused socket', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a refused socket on every address', new AggregateError([withCode('refused', 'ECONNREFUSED')], '')],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    ['the connect timeout', new Error('timeout exceeded when trying to connect')],
    [
      'a client whose connection broke',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
  ])('is true for %s, also inside a query error', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(drizzleQueryError(error))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key', '23505')],
    ['a syntax error', withCode('syntax error', '42601')],
    ['an undefined table', withCode('relation "jobs" does not exist', '42P01')],
    ['currval before nextval (ERROR 55000)', withCode('currval of sequence "s" is not yet defined', '55000')],
    ['a permission refused to a statement (ERROR 42501)', withCode('permission denied for table', '42501')],
    ['a plain error', new Error('boom')],
    ['not an error', 'Connection terminated'],
    ['nothing', undefined],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(drizzleQueryError(error))).toBe(false);
  });

  it('leaves the constraint readers as they were', () => {
    expect(isUniqueViolation(drizzleQueryError(withCode('duplicate key', '23505')))).toBe(true);
    expect(isForeignKeyViolation(withCode('still referenced', '23503'))).toBe(true);
    expect(isUniqueViolation(withCode('terminating connection', '57P01'))).toBe(false);
  });
});

describe('a server refusing connections as PostgreSQL does', () => {
  it.each([
    ['55000', 'database "portal" is not currently accepting connections'],
    ['57P03', 'the database system is shutting down'],
    ['53300', 'sorry, too many clients already'],
    ['3D000', 'database "portal" does not exist'],
  ])('node-postgres reports FATAL %s as unavailable', async (code, message) => {
    const server = await startRefusingPostgres({ code, message });
    const client = new pg.Client({ connectionString: server.url });
    try {
      const error = await client.connect().then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(error).toMatchObject({ code, severity: 'FATAL', message });
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(server.refused()).toBe(1);
    } finally {
      await client.end().catch(() => undefined);
      await server.close();
    }
  });
});
