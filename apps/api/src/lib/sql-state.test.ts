import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isForeignKeyViolation, isUniqueViolation } from './sql-state';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** How drizzle reports a failed query: its own error with the driver's as the cause. */
const drizzleQueryError = (cause: unknown) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a server terminating the connection (57P01)', withCode('terminating connection', '57P01')],
    ['a server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection failure (08006)', withCode('connection failure', '08006')],
    ['too many connections (53300)', withCode('too many clients', '53300')],
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
