import { and, gte, lte, type SQL } from 'drizzle-orm';
import type { PublicHolidayListQuery, PublicHolidaySortField } from '@portal/contracts/public-holidays';
import type { Database } from '../../db/client';
import { publicHolidays } from '../../db/schema/index';
import { countWhere, orderByOf, runListPage, textSearch, type SortColumns } from '../../lib/list/list-query';
import { recordStore } from '../../lib/lookup-crud/record-store';

export type PublicHolidayRow = typeof publicHolidays.$inferSelect;
export type PublicHolidayFilters = Pick<PublicHolidayListQuery, 'q' | 'year'>;
type PublicHolidaySort = Pick<PublicHolidayListQuery, 'sort' | 'dir'>;

const SORT_COLUMNS: SortColumns<PublicHolidaySortField> = {
  day: publicHolidays.day,
  nameAr: publicHolidays.nameAr,
  nameEn: publicHolidays.nameEn,
  updatedAt: publicHolidays.updatedAt,
};

export const publicHolidaysWhere = (filters: PublicHolidayFilters): SQL | undefined =>
  and(
    textSearch(filters.q, [publicHolidays.nameAr, publicHolidays.nameEn]),
    filters.year === undefined
      ? undefined
      : and(
          gte(publicHolidays.day, `${filters.year}-01-01`),
          lte(publicHolidays.day, `${filters.year}-12-31`),
        ),
  );

/** The filtered holidays in order from `offset`, at most `limit` (a page or an export batch). */
export const publicHolidaysFetcher =
  (db: Database, filters: PublicHolidayFilters, sort: PublicHolidaySort) =>
  (limit: number, offset: number): Promise<PublicHolidayRow[]> =>
    db
      .select()
      .from(publicHolidays)
      .where(publicHolidaysWhere(filters))
      .orderBy(...orderByOf(sort, SORT_COLUMNS, 'day', publicHolidays.id))
      .limit(limit)
      .offset(offset);

export const findPublicHolidaysPage = (db: Database, query: PublicHolidayListQuery) =>
  runListPage(query, publicHolidaysFetcher(db, query, query), () =>
    countWhere(db, publicHolidays, publicHolidaysWhere(query)),
  );

/** One holiday by id (locked with `lock`), insert, update and delete. */
export const publicHolidayStore = recordStore(publicHolidays);
export const findPublicHoliday = publicHolidayStore.find;
