import { createHash } from 'node:crypto';
import { getTableColumns, sql, type Query, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { isBoundTemplate, renderBound, type BoundTemplate } from './statement-template';

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

/** `$1`, `$2`, … in a statement's text as drizzle numbers its parameters. */
const PARAMETER = /\$(\d+)/g;

/** A filter's text with its parameters as placeholders `<prefix>1`, `<prefix>2`, … in their order. */
const withPlaceholders = (text: string, prefix: string): SQL => {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(PARAMETER)) {
    const at = match.index ?? 0;
    chunks.push(sql.raw(text.slice(last, at)));
    chunks.push(sql`${sql.placeholder(`${prefix}${match[1]}`)}`);
    last = at + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
};

type Shape = { text: string; params: unknown[] };

/** A filter: SQL rendered at each call, or a template rendered once and bound (`statement-template`). */
export type Filter = SQL | BoundTemplate;

/**
 * Shapes of the filters kept whole (a visibility rule is one object per caller's scope, decision
 * 0099): rendered once per object. One dialect, so one casing, per API process.
 */
const renderedShapes = new WeakMap<SQL, Shape>();

/** A filter's SQL text (values numbered) and its values, rendered once per filter object. */
export const renderedFilter = (db: Runner, filter: SQL): Shape => {
  let shape = renderedShapes.get(filter);
  if (shape === undefined) {
    const query = (db as unknown as Internals).dialect.sqlToQuery(filter);
    shape = { text: query.sql, params: query.params };
    renderedShapes.set(filter, shape);
  }
  return shape;
};

/** A filter as its shape (its SQL text, values numbered) and its values. */
const shapeOf = (db: Runner, filter: Filter | undefined): Shape => {
  if (filter === undefined) return { text: 'true', params: [] };
  if (isBoundTemplate(filter)) return renderBound((db as unknown as Internals).dialect, filter);
  return renderedFilter(db, filter);
};

const RENDERED = Symbol('rendered filters');

/** Filters as their shapes, in their names' order, and all their texts as one key. */
export type RenderedFilters<F extends string> = {
  [RENDERED]: true;
  keys: F[];
  shapes: Shape[];
  text: string;
};

/**
 * Filters rendered to their shapes, for {@link preparedPerShape}: rendering a large filter costs
 * more than the rest of a call (the dashboard's, decision 0070), so what is made from the caller
 * alone is rendered once per caller (`keptPerSession`) and passed rendered.
 */
export const renderFilters = <F extends string>(
  db: Runner,
  filters: Record<F, Filter | undefined>,
): RenderedFilters<F> => {
  const keys = Object.keys(filters).sort() as F[];
  const shapes = keys.map((key) => shapeOf(db, filters[key]));
  return { [RENDERED]: true, keys, shapes, text: shapes.map((shape) => shape.text).join('\u0000') };
};

/** PostgreSQL keeps a prepared statement's name to 63 bytes: a longer one would lose its hash. */
const MAX_NAME = 63;

/** A shape's statement name: its base name (shortened when need be) and the hash of its shape. */
const shapeName = (name: string, text: string): string => {
  const hash = statementName(text).slice(2);
  return `${name.slice(0, MAX_NAME - hash.length - 1)}_${hash}`;
};

/** How many shapes a statement keeps per connection (a few per role; a bound, not a working size). */
const KEPT_SHAPES = 64;

/**
 * A statement with the caller's filters in it (its visibility: `undefined` is every row), built
 * once per connection and per shape of those filters (decision 0068): each filter's SQL text is the
 * key and its values become placeholders (`<filter name>_1`, `<filter name>_2`, …), so a call
 * builds only its small filters and binds; the many-column select around them is built once.
 * The filters come as SQL, rendered at each call, or already rendered ({@link renderFilters}).
 * `build` receives the filters as SQL with those placeholders, the statement's name for `.prepare`
 * (its base name and a hash of the shape: two shapes never share a name) and the caller's
 * `variant` (a key of its own for whatever else changes the statement's text, such as the parts
 * asked). Answers the statement and the filters' values, to pass beside its own placeholders.
 */
export const preparedPerShape = <F extends string, S>(
  name: string,
  build: (db: Database, filters: Record<F, SQL>, name: string, variant: string) => S,
): ((
  db: Runner,
  filters: Record<F, Filter | undefined> | RenderedFilters<F>,
  variant?: string,
) => { statement: S; values: Record<string, unknown> }) => {
  const statements = new WeakMap<object, Map<string, S>>();
  return (db, filters, variant = '') => {
    const { keys, shapes, text: shapesText } = RENDERED in filters ? filters : renderFilters(db, filters);
    const text = keys.length === 0 ? variant : `${variant}\u0000${shapesText}`;
    const connection = (db as unknown as { session: { client: object } }).session.client;
    let kept = statements.get(connection);
    if (kept === undefined) {
      kept = new Map();
      statements.set(connection, kept);
    }
    let statement = kept.get(text);
    if (statement === undefined) {
      if (kept.size >= KEPT_SHAPES) kept.clear();
      const placeholders = Object.fromEntries(
        keys.map((key, index) => [key, withPlaceholders(shapes[index]!.text, `${key}_`)]),
      ) as Record<F, SQL>;
      statement = build(db as Database, placeholders, shapeName(name, text), variant);
      kept.set(text, statement);
    }
    const values: Record<string, unknown> = {};
    keys.forEach((key, index) => {
      shapes[index]!.params.forEach((value, at) => {
        values[`${key}_${at + 1}`] = value;
      });
    });
    return { statement, values };
  };
};

/**
 * A raw statement (`sql` with `sql.placeholder`s) prepared under `name` on `db`'s session, for
 * {@link preparedPerShape}'s `build`: every call binds its values and answers the raw rows, by
 * column name, without building the SQL again.
 */
export const preparedRaw = (
  db: Database,
  statement: SQL,
  name: string,
): { execute: (values: Record<string, unknown>) => Promise<Record<string, unknown>[]> } => {
  const { dialect, session } = db as unknown as Internals;
  const prepared = session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false) as unknown as {
    execute: (values: Record<string, unknown>) => Promise<{ rows: Record<string, unknown>[] }>;
  };
  return { execute: async (values) => (await prepared.execute(values)).rows };
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
