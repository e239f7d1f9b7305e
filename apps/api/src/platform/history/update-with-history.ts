import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FieldChanges } from '@portal/contracts/history';
import { executeNamed, tableRowOf } from '../../db/named-statements';
import { recordHistory } from '../../db/schema/index';
import type { Executor } from './repository';
import type { HistoryEntityType } from './service';

/**
 * A write run as a part of the update's statement: a plain one is named `alongside_<index>`; a named
 * one can be read by those after it (e.g. the rows it returns).
 */
export type AlongsideStatement = SQL | { name: string; statement: SQL };

const NAME = /^[a-z][a-z_]*$/;

const alongsidePart = (part: AlongsideStatement, index: number): SQL => {
  if (!('name' in part)) return sql`, ${sql.raw(`alongside_${index}`)} as (${part})`;
  if (!NAME.test(part.name) || ['updated', 'history'].includes(part.name))
    throw new Error(`alongside statement name ${part.name} is not a free lower-case name`);
  return sql`, ${sql.raw(part.name)} as (${part.statement})`;
};

export type UpdateHistory = {
  entityType: HistoryEntityType;
  entityId: number;
  changedBy: number;
  changes: FieldChanges;
};

/**
 * A guarded update and its history entry in one prepared statement (one round trip, atomic without
 * a transaction): the entry is written only when the guard let the update through. Answers the
 * updated row, or undefined when the guard matched nothing. `alongside`: other data-modifying
 * statements run in the same one (decision 0036), each reading the updated row from `updated` so
 * that it writes nothing when the guard matched nothing.
 */
export const updateWithHistory = async <T extends PgTable>(
  executor: Executor,
  table: T,
  values: Record<string, unknown>,
  guard: SQL | undefined,
  history: UpdateHistory,
  alongside: readonly AlongsideStatement[] = [],
): Promise<T['$inferSelect'] | undefined> => {
  const update = executor
    .update(table)
    .set(values as T['$inferInsert'])
    .where(guard)
    .returning()
    .getSQL();
  const [raw] = await executeNamed(
    executor,
    sql`
    with updated as (${update}),
    history as (
      insert into ${recordHistory} (entity_type, entity_id, action, changed_by, changes)
      select ${history.entityType}, ${history.entityId}, 'update', ${history.changedBy},
        ${JSON.stringify(history.changes)}::jsonb
      from updated
    )${sql.join(alongside.map(alongsidePart))}
    select * from updated`,
  );
  return raw ? tableRowOf(executor, table, raw) : undefined;
};
