import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { QuotaInput, QuotaListQuery, QuotaSortField } from '@portal/contracts/lookups-quotas';
import type { Database } from '../../db/client';
import { countries, countryQuotas } from '../../db/schema/index';
import { countWhere, orderByOf, runListPage, type SortColumns } from '../../lib/list/list-query';
import type { Executor } from '../history/service';

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

export const lockQuota = async (tx: Executor, id: number): Promise<QuotaRecordRow | null> => {
  const [row] = await tx.select().from(countryQuotas).where(eq(countryQuotas.id, id)).limit(1).for('update');
  return row ?? null;
};

export const insertQuota = async (tx: Executor, input: QuotaInput): Promise<number> => {
  const [row] = await tx.insert(countryQuotas).values(input).returning({ id: countryQuotas.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
};

export const updateQuotaRow = async (
  tx: Executor,
  id: number,
  values: Partial<QuotaInput>,
): Promise<void> => {
  await tx
    .update(countryQuotas)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(countryQuotas.id, id));
};

export const deleteQuotaRow = async (tx: Executor, id: number): Promise<void> => {
  await tx.delete(countryQuotas).where(eq(countryQuotas.id, id));
};

/** A country's names (for messages), or null when it does not exist. */
export const findCountryNames = async (
  executor: Executor,
  countryId: number,
): Promise<{ nameAr: string; nameEn: string } | null> => {
  const [row] = await executor
    .select({ nameAr: countries.nameAr, nameEn: countries.nameEn })
    .from(countries)
    .where(eq(countries.id, countryId))
    .limit(1);
  return row ?? null;
};
