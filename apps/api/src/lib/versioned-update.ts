import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ERROR_CODES } from '@portal/contracts/error-body';
import type { Executor } from '../platform/history/service';
import { conflict } from './errors';

/** A table whose rows have an integer `id` and a `rowVersion` that every change raises. */
export type VersionedTable = PgTable & { id: PgColumn; rowVersion: PgColumn };

/** 409 of an edit made on a version the record no longer has; the form offers to reload it. */
export const recordChanged = () => conflict('errors.recordChanged', { code: ERROR_CODES.recordChanged });

/** The values of any write to a versioned row: the version goes up by one. */
export const nextVersion = <T extends VersionedTable>(table: T) => ({
  rowVersion: sql`${table.rowVersion} + 1`,
});

/**
 * Optimistic concurrency (docs/decisions/0039): `UPDATE … SET …, row_version = row_version + 1
 * WHERE id = $1 AND row_version = $2 RETURNING *`. Answers the updated row; 409 (`recordChanged`)
 * when the row is gone or has another version, and then nothing changed. `where` narrows the
 * guard further (e.g. the caller's visibility).
 */
export const updateVersioned = async <T extends VersionedTable>(
  executor: Executor,
  table: T,
  target: { id: number; rowVersion: number; where?: SQL | undefined },
  values: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect']> => {
  const source = table as PgTable;
  const [row] = (await executor
    .update(source)
    .set({ ...values, ...nextVersion(table) } as never)
    .where(and(eq(table.id, target.id), eq(table.rowVersion, target.rowVersion), target.where))
    .returning()) as T['$inferSelect'][];
  if (!row) throw recordChanged();
  return row;
};

/** Refuses an edit read on another version than the row's, before anything is written. */
export const checkVersion = (current: { rowVersion: number }, sent: number): void => {
  if (current.rowVersion !== sent) throw recordChanged();
};
