import type { ListResponse } from '@portal/contracts/list';
import type {
  PublicHoliday,
  PublicHolidayInput,
  PublicHolidayListQuery,
} from '@portal/contracts/public-holidays';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { lookupWrites, uniqueConflict } from '../../lib/lookup-crud/lookup-writes';
import {
  findPublicHoliday,
  findPublicHolidaysPage,
  publicHolidayStore,
  type PublicHolidayRow,
} from './repository';

export const toPublicHoliday = (row: PublicHolidayRow): PublicHoliday => ({
  id: row.id,
  day: row.day,
  nameAr: row.nameAr,
  nameEn: row.nameEn,
  rowVersion: row.rowVersion,
  updatedAt: row.updatedAt.toISOString(),
});

export const listPublicHolidays = async (
  db: Database,
  query: PublicHolidayListQuery,
): Promise<ListResponse<PublicHoliday>> => {
  const page = await findPublicHolidaysPage(db, query);
  return { ...page, items: page.items.map(toPublicHoliday) };
};

export const getPublicHoliday = async (db: Database, id: number): Promise<PublicHoliday> => {
  const row = await findPublicHoliday(db, id);
  if (!row) throw notFound();
  return toPublicHoliday(row);
};

/**
 * Add, change (on the row version it was read on) and delete, each with its history; a day that
 * already has a holiday answers 409 with the message on the date field. Nothing else uses a
 * holiday by id: the clocks read the days themselves, so a delete is never refused.
 */
const holidayWrites = lookupWrites<PublicHolidayRow, PublicHolidayInput, PublicHoliday>({
  entityType: 'publicHoliday',
  store: publicHolidayStore,
  fields: ['day', 'nameAr', 'nameEn'],
  present: (_db, row) => toPublicHoliday(row),
  checkInput: async (_db, input, language) =>
    uniqueConflict('publicHolidays.dayTaken', 'day', { day: input.day }, language),
});

export const createPublicHoliday = holidayWrites.create;
export const updatePublicHoliday = holidayWrites.update;
export const deletePublicHoliday = holidayWrites.remove;
