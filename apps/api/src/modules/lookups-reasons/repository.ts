import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import type { ReasonKind } from '@portal/contracts/reasons';
import type { ReasonListQuery, ReasonSortField } from '@portal/contracts/lookups-reasons';
import type { Database } from '../../db/client';
import { reasons } from '../../db/schema/index';
import { countWhere, orderByOf, runListPage, textSearch, type SortColumns } from '../../lib/list/list-query';
import { recordStore } from '../../lib/lookup-crud/record-store';

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

/** One reason by id (locked with `lock`), insert, update and delete. */
export const reasonStore = recordStore(reasons);
export const findReason = reasonStore.find;

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
