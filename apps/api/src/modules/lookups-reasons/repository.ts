import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import type { ReasonKind } from '@portal/contracts/reasons';
import type { ReasonInput, ReasonListQuery, ReasonSortField } from '@portal/contracts/lookups-reasons';
import type { Database } from '../../db/client';
import { reasons } from '../../db/schema/index';
import { countWhere, orderByOf, runListPage, textSearch, type SortColumns } from '../../lib/list/list-query';
import type { Executor } from '../history/service';

export type ReasonRow = typeof reasons.$inferSelect;
export type ReasonFilters = {
  q?: string | undefined;
  kind?: ReasonKind | undefined;
  active?: boolean | undefined;
};
type ReasonSort = Pick<ReasonListQuery, 'sort' | 'dir'>;

const SORT_COLUMNS: SortColumns<ReasonSortField> = {
  kind: reasons.kind,
  textAr: reasons.textAr,
  textEn: reasons.textEn,
  active: reasons.active,
  updatedAt: reasons.updatedAt,
};

export const reasonsWhere = (filters: ReasonFilters): SQL | undefined =>
  and(
    textSearch(filters.q, [reasons.textAr, reasons.textEn]),
    filters.kind ? eq(reasons.kind, filters.kind) : undefined,
    filters.active === undefined ? undefined : eq(reasons.active, filters.active),
  );

/** The filtered, ordered reasons from `offset`, at most `limit` (a page or an export batch). */
export const reasonsFetcher =
  (db: Database, filters: ReasonFilters, sort: ReasonSort) =>
  (limit: number, offset: number): Promise<ReasonRow[]> =>
    db
      .select()
      .from(reasons)
      .where(reasonsWhere(filters))
      .orderBy(...orderByOf(sort, SORT_COLUMNS, 'kind', reasons.id))
      .limit(limit)
      .offset(offset);

export const findReasonsPage = (db: Database, query: ReasonListQuery) =>
  runListPage(query, reasonsFetcher(db, query, query), () => countWhere(db, reasons, reasonsWhere(query)));

export const findReason = async (executor: Executor, id: number, lock = false): Promise<ReasonRow | null> => {
  const select = executor.select().from(reasons).where(eq(reasons.id, id)).limit(1);
  const [row] = lock ? await select.for('update') : await select;
  return row ?? null;
};

export const insertReason = async (tx: Executor, input: ReasonInput): Promise<ReasonRow> => {
  const [row] = await tx.insert(reasons).values(input).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
};

export const updateReasonRow = async (
  tx: Executor,
  id: number,
  values: Partial<ReasonRow>,
): Promise<ReasonRow> => {
  const [row] = await tx
    .update(reasons)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(reasons.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
};

export const deleteReasonRow = async (tx: Executor, id: number): Promise<void> => {
  await tx.delete(reasons).where(eq(reasons.id, id));
};

/** Active reasons (of one kind when given), plus the one a record already holds (`includeId`). */
export const findReasonOptions = (
  db: Database,
  kind?: ReasonKind,
  includeId?: number,
): Promise<ReasonRow[]> =>
  db
    .select()
    .from(reasons)
    .where(
      and(
        kind ? eq(reasons.kind, kind) : undefined,
        includeId === undefined
          ? eq(reasons.active, true)
          : or(eq(reasons.active, true), eq(reasons.id, includeId)),
      ),
    )
    .orderBy(asc(reasons.kind), asc(reasons.textEn), asc(reasons.id));
