import { and, asc, eq, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CountryListQuery, CountrySortField } from '@portal/contracts/lookups-countries';
import type { Database } from '../../db/client';
import { countries } from '../../db/schema/index';
import { countWhere, orderByOf, runListPage, textSearch, type SortColumns } from '../../lib/list/list-query';
import { recordStore } from '../../lib/lookup-crud/record-store';
import type { Executor } from '../../platform/history/service';

export type CountryRow = typeof countries.$inferSelect;
export type CountryFilters = {
  q?: string | undefined;
  activeForRecruitment?: boolean | undefined;
  usesApprovalFlow?: boolean | undefined;
  careerRequiredInFilters?: boolean | undefined;
};
type CountrySort = Pick<CountryListQuery, 'sort' | 'dir'>;

const SORT_COLUMNS: SortColumns<CountrySortField> = {
  code3: countries.code3,
  nameAr: countries.nameAr,
  nameEn: countries.nameEn,
  nationalityEn: countries.nationalityEn,
  activeForRecruitment: countries.activeForRecruitment,
  usesApprovalFlow: countries.usesApprovalFlow,
  careerRequiredInFilters: countries.careerRequiredInFilters,
  updatedAt: countries.updatedAt,
};

const flag = (column: AnyColumn, value: boolean | undefined) =>
  value === undefined ? undefined : eq(column, value);

export const countriesWhere = (filters: CountryFilters): SQL | undefined =>
  and(
    textSearch(filters.q, [
      countries.code3,
      countries.nameAr,
      countries.nameEn,
      countries.nationalityAr,
      countries.nationalityEn,
    ]),
    flag(countries.activeForRecruitment, filters.activeForRecruitment),
    flag(countries.usesApprovalFlow, filters.usesApprovalFlow),
    flag(countries.careerRequiredInFilters, filters.careerRequiredInFilters),
  );

/** The filtered, ordered countries from `offset`, at most `limit` (a page or an export batch). */
export const countriesFetcher =
  (db: Database, filters: CountryFilters, sort: CountrySort) =>
  (limit: number, offset: number): Promise<CountryRow[]> =>
    db
      .select()
      .from(countries)
      .where(countriesWhere(filters))
      .orderBy(...orderByOf(sort, SORT_COLUMNS, 'nameEn', countries.id))
      .limit(limit)
      .offset(offset);

export const findCountriesPage = (db: Database, query: CountryListQuery) =>
  runListPage(query, countriesFetcher(db, query, query), () =>
    countWhere(db, countries, countriesWhere(query)),
  );

/** One country by id (locked with `lock`) and its update (the 21 countries are seeded). */
export const countryStore = recordStore(countries);
export const findCountry = countryStore.find;

/** Countries active for recruitment, plus the one a record already holds (`includeId`). */
export const findCountryOptions = (db: Database, includeId?: number): Promise<CountryRow[]> =>
  db
    .select()
    .from(countries)
    .where(
      includeId === undefined
        ? eq(countries.activeForRecruitment, true)
        : or(eq(countries.activeForRecruitment, true), eq(countries.id, includeId)),
    )
    .orderBy(asc(countries.nameEn), asc(countries.id));

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
