import { createHash } from 'node:crypto';
import { getTableColumns, type Query, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * Named prepared statements, so PostgreSQL plans a statement once per connection instead of at
 * every call. Planning is what costs on the wide tables (employment_requests has fifteen indexes:
 * about 1 ms to plan a one-row read or update, 10 ms for the ten-table view of a request, against
 * well under 1 ms to run them). A statement is named by a hash of its text, so every call with the
 * same shape shares one plan and a different shape never reuses a name. PGlite ignores the names.
 */
export const statementName = (text: string): string =>
  `q_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;

/** What drizzle's databases and transactions carry and do not type publicly. */
type Internals = {
  dialect: {
    sqlToQuery: (sql: SQL) => Query;
    casing: { getColumnCasing: (column: PgColumn) => string };
  };
  session: {
    prepareQuery: (
      query: Query,
      fields: undefined,
      name: string,
      arrayMode: boolean,
    ) => { execute: () => Promise<unknown> };
  };
};

/** `db.execute(statement)` as a named prepared statement: the raw rows, by column name. */
export const executeNamed = async (
  executor: Pick<Database, 'execute'>,
  statement: SQL,
): Promise<Record<string, unknown>[]> => {
  const { dialect, session } = executor as unknown as Internals;
  const query = dialect.sqlToQuery(statement);
  const result = (await session
    .prepareQuery(query, undefined, statementName(query.sql), false)
    .execute()) as {
    rows: Record<string, unknown>[];
  };
  return result.rows;
};

/**
 * A table's row as the database sent it (column names, as the database's casing makes them),
 * mapped to its properties as drizzle maps them.
 */
export const tableRowOf = <T extends PgTable>(
  executor: Pick<Database, 'execute'>,
  table: T,
  raw: Record<string, unknown>,
): T['$inferSelect'] => {
  const { casing } = (executor as unknown as Internals).dialect;
  const row: Record<string, unknown> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    const value = raw[casing.getColumnCasing(column)];
    row[property] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
};
