import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { QuotaListQuery, QuotaSortField } from '@portal/contracts/lookups-quotas';
import type { Database } from '../../db/client';
import { countries, countryQuotas } from '../../db/schema/index';
import { countWhere, orderByOf, runListPage, type SortColumns } from '../../lib/list/list-query';
import { recordStore } from '../../lib/lookup-crud/record-store';
import type { Executor } from '../../platform/history/service';

export type QuotaRecordRow = typeof countryQuotas.$inferSelect;
export type QuotaRow = QuotaRecordRow & {
  country: { id: number; code3: string; nameAr: string; nameEn: string };
};
export type QuotaFilters = {
  countryId?: number | undefined;
  monthFrom?: string | undefined;
  monthTo?: string | undefined;
};
type QuotaSort = Pick<QuotaListQuery, 'sort' | 'dir'>;

const SORT_COLUMNS: SortColumns<QuotaSortField> = {
  month: countryQuotas.month,
  country: countries.nameEn,
  maximum: countryQuotas.maximum,
  updatedAt: countryQuotas.updatedAt,
};

const COUNTRY_COLUMNS = {
  id: countries.id,
  code3: countries.code3,
  nameAr: countries.nameAr,
  nameEn: countries.nameEn,
};

export const quotasWhere = (filters: QuotaFilters): SQL | undefined =>
  and(
    filters.countryId === undefined ? undefined : eq(countryQuotas.countryId, filters.countryId),
    filters.monthFrom ? gte(countryQuotas.month, filters.monthFrom) : undefined,
    filters.monthTo ? lte(countryQuotas.month, filters.monthTo) : undefined,
  );

const selectQuotas = (executor: Executor) =>
  executor
    .select({ quota: countryQuotas, country: COUNTRY_COLUMNS })
    .from(countryQuotas)
    .innerJoin(countries, eq(countries.id, countryQuotas.countryId));

const flatten = (rows: { quota: QuotaRecordRow; country: QuotaRow['country'] }[]): QuotaRow[] =>
  rows.map(({ quota, country }) => ({ ...quota, country }));

/** The filtered, ordered quotas from `offset`, at most `limit` (a page or an export batch). */
export const quotasFetcher =
  (db: Database, filters: QuotaFilters, sort: QuotaSort) =>
  async (limit: number, offset: number): Promise<QuotaRow[]> =>
    flatten(
      await selectQuotas(db)
        .where(quotasWhere(filters))
        .orderBy(...orderByOf(sort, SORT_COLUMNS, 'month', countryQuotas.id))
        .limit(limit)
        .offset(offset),
    );

export const findQuotasPage = (db: Database, query: QuotaListQuery) =>
  runListPage(query, quotasFetcher(db, query, query), () =>
    countWhere(db, countryQuotas, quotasWhere(query)),
  );

export const findQuota = async (executor: Executor, id: number): Promise<QuotaRow | null> => {
  const [row] = flatten(await selectQuotas(executor).where(eq(countryQuotas.id, id)).limit(1));
  return row ?? null;
};

/** The quota row of a country and month, locked until the transaction ends (when locking). */
export const findQuotaOf = async (
  executor: Executor,
  countryId: number,
  month: string,
  lock = false,
): Promise<QuotaRecordRow | null> => {
  const select = executor
    .select()
    .from(countryQuotas)
    .where(and(eq(countryQuotas.countryId, countryId), eq(countryQuotas.month, month)))
    .limit(1);
  const [row] = lock ? await select.for('update') : await select;
  return row ?? null;
};

/** One quota row by id (locked with `lock`), insert, update and delete. */
export const quotaStore = recordStore(countryQuotas);
