import { createHash } from 'node:crypto';
import { getTableColumns, sql, type Query, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * Named prepared statements, so PostgreSQL plans a statement once per connection instead of at
 * every call. Planning is what costs on the wide tables (employment_requests has fifteen indexes:
 * about 1 ms to plan a one-row read or update, 10 ms for the ten-table view of a request, against
 * well under 1 ms to run them). A statement is named by a hash of its text, so every call with the
 * same shape shares one plan and a different shape never reuses a name. PGlite ignores the names.
 */
const hashedName = (text: string): string =>
  `q_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;

// The same few shapes come back on every call: their names are kept rather than hashed again.
const names = new Map<string, string>();
const KEPT_NAMES = 1_000;

export const statementName = (text: string): string => {
  let name = names.get(text);
  if (name === undefined) {
    name = hashedName(text);
    if (names.size >= KEPT_NAMES) names.clear();
    names.set(text, name);
  }
  return name;
};

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
  const row: Record<string, unknown> = {};
  for (const { property, name, column } of fieldsOf(executor, table)) {
    const value = raw[name];
    row[property] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
};

type Field = { property: string; name: string; column: PgColumn };
const tableFields = new WeakMap<PgTable, Field[]>();

/** A table's properties with their database column names (one casing per API: kept per table). */
const fieldsOf = (executor: Pick<Database, 'execute'>, table: PgTable): Field[] => {
  let fields = tableFields.get(table);
  if (!fields) {
    const { casing } = (executor as unknown as Internals).dialect;
    fields = Object.entries(getTableColumns(table)).map(([property, column]) => ({
      property,
      name: casing.getColumnCasing(column),
      column,
    }));
    tableFields.set(table, fields);
  }
  return fields;
};

/** Whatever a statement runs on: the pool's database, or a transaction on one of its connections. */
type Runner = Pick<Database, 'execute'>;

/**
 * A statement defined once and prepared once per connection (decision 0051): `build` makes it with
 * `sql.placeholder`s and `.prepare(name)`, and every later call on the same connection runs it
 * without building its SQL again (building a many-column select costs more than PostgreSQL takes
 * to run it). Kept per connection (drizzle's session client: the pool, a pooled client in a
 * transaction, or PGlite) rather than per transaction, which is a new object every time.
 */
export const preparedPerConnection = <S>(build: (db: Database) => S): ((db: Runner) => S) => {
  const statements = new WeakMap<object, S>();
  return (db) => {
    const connection = (db as unknown as { session: { client: object } }).session.client;
    let statement = statements.get(connection);
    if (statement === undefined) {
      statement = build(db as Database);
      statements.set(connection, statement);
    }
    return statement;
  };
};

/** Whether the row with this id is within the caller's visibility (undefined: every row). */
export const rowVisible = async (
  executor: Runner,
  table: PgTable & { id: PgColumn },
  id: number,
  visible: SQL | undefined,
): Promise<boolean> => {
  if (visible === undefined) return true;
  const rows = await executeNamed(
    executor,
    sql`select 1 from ${table} where ${table.id} = ${id} and ${visible} limit 1`,
  );
  return rows.length > 0;
};
