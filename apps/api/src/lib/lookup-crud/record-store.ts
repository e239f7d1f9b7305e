import { eq, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/history/service';
import { nextVersion, updateVersioned } from '../versioned-update';

/** A lookup table: an integer `id`, and an `updatedAt` and a `rowVersion` that every change sets. */
export type LookupTable = PgTable & { id: PgColumn; updatedAt: PgColumn; rowVersion: PgColumn };

/** The single-record reads and writes a lookup service needs (see `lookupWrites`). */
export type RecordStore<Row, Input> = {
  /** The row by id, or null; `lock` holds it (`FOR UPDATE`) until the transaction ends. */
  find: (executor: Executor, id: number, lock?: boolean) => Promise<Row | null>;
  insert: (tx: Executor, input: Input) => Promise<Row>;
  /**
   * Sets the values and `updatedAt` and raises the row version; the changed row. With `rowVersion`
   * only while the row still has it (else 409 `recordChanged`, nothing changed).
   */
  update: (tx: Executor, id: number, values: Partial<Row>, rowVersion?: number) => Promise<Row>;
  remove: (tx: Executor, id: number) => Promise<void>;
};

/**
 * The record store of one table by its `id`: select (optionally `FOR UPDATE`), insert returning
 * the row, update setting `updatedAt` and raising the row version (guarded by it when given), delete.
 */
export const recordStore = <T extends LookupTable>(
  table: T,
): RecordStore<InferSelectModel<T>, InferInsertModel<T>> => {
  type Row = InferSelectModel<T>;
  // Drizzle's builders cannot follow a generic table's columns; the rows are the table's own.
  const source = table as PgTable;
  const byId = (id: number) => eq(table.id, id);
  return {
    find: async (executor, id, lock = false) => {
      const select = executor.select().from(source).where(byId(id)).limit(1);
      const [row] = (lock ? await select.for('update') : await select) as Row[];
      return row ?? null;
    },
    insert: async (tx, input) => {
      const [row] = (await tx
        .insert(source)
        .values(input as never)
        .returning()) as Row[];
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    update: async (tx, id, values, rowVersion) => {
      const stamped = { ...values, updatedAt: new Date() };
      if (rowVersion !== undefined) {
        return (await updateVersioned(tx, table, { id, rowVersion }, stamped as never)) as Row;
      }
      const [row] = (await tx
        .update(source)
        .set({ ...stamped, ...nextVersion(table) } as never)
        .where(byId(id))
        .returning()) as Row[];
      if (!row) throw new Error('update returned no row');
      return row;
    },
    remove: async (tx, id) => {
      await tx.delete(source).where(byId(id));
    },
  };
};
