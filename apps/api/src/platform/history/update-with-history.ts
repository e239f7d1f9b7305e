import { Column, getTableColumns, getTableName, is, sql, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FieldChanges } from '@portal/contracts/history';
import { preparedPerShape, preparedRaw, tableRowOf, type Filter } from '../../db/named-statements';
import { recordHistory } from '../../db/schema/index';
import type { Executor } from './repository';
import type { HistoryEntityType } from './service';

/**
 * A write run as a part of the update's statement: a plain one is named `alongside_<index>`; a named
 * one can be read by those after it (e.g. the rows it returns). A bound template (`template`) is
 * rendered once; SQL at every call.
 */
export type AlongsideStatement = Filter | { name: string; statement: Filter };

const NAME = /^[a-z][a-z_]*$/;

const isNamed = (part: AlongsideStatement): part is { name: string; statement: Filter } =>
  'name' in part && 'statement' in part;

const alongsideName = (part: AlongsideStatement, index: number): string => {
  if (!isNamed(part)) return `alongside_${index}`;
  if (!NAME.test(part.name) || ['updated', 'history'].includes(part.name))
    throw new Error(`alongside statement name ${part.name} is not a free lower-case name`);
  return part.name;
};

export type UpdateHistory = {
  entityType: HistoryEntityType;
  entityId: number;
  changedBy: number;
  changes: FieldChanges;
};

/**
 * What makes two updates one statement: the columns set to a value (bound at each call), those set
 * to an expression (SQL, a column, or null: a null bound through a column's encoder would be
 * encoded, e.g. as JSON's `null`), and the names of the statements run alongside, in their order.
 */
type UpdateShape = { values: string[]; expressions: string[]; alongside: string[] };

const HISTORY = ['entityType', 'entityId', 'changedBy', 'changes'] as const;

/** The update and its history entry with placeholders, built once per table, connection and shape. */
const buildUpdate = (table: PgTable) =>
  preparedPerShape<string, ReturnType<typeof preparedRaw>>(
    `update_${getTableName(table)}`,
    (db, filters, name, variant) => {
      const shape = JSON.parse(variant) as UpdateShape;
      // A column the table updates by itself would be computed once, when the statement is built.
      const computed = Object.entries(getTableColumns(table)).find(
        ([property, column]) =>
          (column as PgColumn).onUpdateFn !== undefined && !shape.values.includes(property),
      );
      if (computed) throw new Error(`updateWithHistory cannot compute ${computed[0]} at each call`);
      const set = {
        ...Object.fromEntries(shape.values.map((key) => [key, sql.placeholder(`value:${key}`)])),
        ...Object.fromEntries(shape.expressions.map((key) => [key, filters[`set:${key}`]])),
      };
      const update = db
        .update(table)
        .set(set as PgTable['$inferInsert'])
        .where(filters.guard)
        .returning()
        .getSQL();
      const [entityType, entityId, changedBy, changes] = HISTORY.map((key) =>
        sql.placeholder(`history:${key}`),
      );
      const alongside = shape.alongside.map(
        (part, index) => sql`, ${sql.raw(part)} as (${filters[`alongside:${index}`]})`,
      );
      return preparedRaw(
        db,
        sql`
        with updated as (${update}),
        history as (
          insert into ${recordHistory} (entity_type, entity_id, action, changed_by, changes)
          select ${entityType}, ${entityId}, 'update', ${changedBy}, ${changes}::jsonb
          from updated
        )${sql.join(alongside)}
        select * from updated`,
        name,
      );
    },
  );

const updates = new WeakMap<PgTable, ReturnType<typeof buildUpdate>>();

/**
 * A guarded update and its history entry in one prepared statement (one round trip, atomic without
 * a transaction): the entry is written only when the guard let the update through. Answers the
 * updated row, or undefined when the guard matched nothing. `alongside`: other data-modifying
 * statements run in the same one (decision 0036), each reading the updated row from `updated` so
 * that it writes nothing when the guard matched nothing. The statement is built once per shape
 * (decision 0068): a call renders only its guard and expressions and binds its values.
 */
export const updateWithHistory = async <T extends PgTable>(
  executor: Executor,
  table: T,
  values: Record<string, unknown>,
  guard: SQL | undefined,
  history: UpdateHistory,
  alongside: readonly AlongsideStatement[] = [],
): Promise<T['$inferSelect'] | undefined> => {
  const shape: UpdateShape = { values: [], expressions: [], alongside: [] };
  const filters: Record<string, Filter | undefined> = { guard };
  const bound: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (value === null || is(value, SQL) || is(value, Column)) {
      shape.expressions.push(key);
      filters[`set:${key}`] = value === null ? sql`null` : is(value, SQL) ? value : sql`${value}`;
    } else {
      shape.values.push(key);
      bound[`value:${key}`] = value;
    }
  }
  alongside.forEach((part, index) => {
    shape.alongside.push(alongsideName(part, index));
    filters[`alongside:${index}`] = isNamed(part) ? part.statement : part;
  });
  let statements = updates.get(table);
  if (statements === undefined) {
    statements = buildUpdate(table);
    updates.set(table, statements);
  }
  const { statement, values: filterValues } = statements(executor, filters, JSON.stringify(shape));
  const [raw] = await statement.execute({
    ...filterValues,
    ...bound,
    'history:entityType': history.entityType,
    'history:entityId': history.entityId,
    'history:changedBy': history.changedBy,
    'history:changes': JSON.stringify(history.changes),
  });
  return raw ? tableRowOf(executor, table, raw) : undefined;
};
