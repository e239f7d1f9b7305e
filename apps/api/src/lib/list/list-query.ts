import { and, asc, count, desc, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ListResponse, SortDirection } from '@portal/contracts/list';
import type { Database } from '../../db/client';

/** The sortable fields of a list and the column each one orders by (the sort whitelist). */
export type SortColumns<F extends string> = Record<F, AnyColumn>;

/**
 * The caller's visibility narrowed by a list's filters, or the visibility's own object when no
 * filter applies: a visibility rule is one object per scope whose SQL is rendered once (decision
 * 0099), and a list asked without filters (most pages) then renders nothing at each call.
 */
export const narrowed = (visible: SQL | undefined, ...filters: (SQL | undefined)[]): SQL | undefined => {
  const applied = filters.filter((filter) => filter !== undefined);
  return applied.length === 0 ? visible : and(visible, ...applied);
};

/** `%` and `_` typed by the person match themselves, not any text. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Case-insensitive "contains" on any of the columns; undefined (no condition) when q is empty. */
export const textSearch = (q: string | undefined, columns: readonly AnyColumn[]): SQL | undefined => {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
};

/**
 * `ORDER BY` for a validated list query: the whitelisted column (or the default) in the asked
 * direction, then the unique tiebreaker so pages never overlap or skip rows.
 */
export const orderByOf = <F extends string>(
  query: { sort?: F | undefined; dir: SortDirection },
  columns: SortColumns<F>,
  defaultField: F,
  tiebreaker: AnyColumn,
): SQL[] => {
  const column = columns[query.sort ?? defaultField];
  const direction = query.dir === 'desc' ? desc : asc;
  return column === tiebreaker ? [direction(column)] : [direction(column), direction(tiebreaker)];
};

/** `count(*)` with the same `where` as the page. */
export const countWhere = async (db: Database, table: PgTable, where: SQL | undefined): Promise<number> => {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
};

/**
 * One page and the total of the filtered result, run side by side. `fetchPage` gets limit and
 * offset; both callbacks must use the same `where`.
 */
export const runListPage = async <T>(
  query: { page: number; size: number },
  fetchPage: (limit: number, offset: number) => Promise<T[]>,
  countAll: () => Promise<number>,
): Promise<ListResponse<T>> => {
  const [items, total] = await Promise.all([fetchPage(query.size, query.page * query.size), countAll()]);
  return { items, total, page: query.page, size: query.size };
};

/**
 * Every row of a filtered result in batches (for exports): the same ordered query page after page,
 * so memory stays flat whatever the size of the result.
 */
export async function* allRows<T>(
  fetchPage: (limit: number, offset: number) => Promise<T[]>,
  batchSize = 1000,
): AsyncIterable<T> {
  for (let offset = 0; ; offset += batchSize) {
    const batch = await fetchPage(batchSize, offset);
    yield* batch;
    if (batch.length < batchSize) return;
  }
}
