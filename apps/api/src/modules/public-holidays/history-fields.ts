import { field, type HistoryFields } from '../../platform/history/fields';

/** What a public holiday's history shows, under the holiday screen's labels. */
export const PUBLIC_HOLIDAY_HISTORY_FIELDS: HistoryFields = {
  day: field('publicHolidays.fields.day', 'date'),
  nameAr: field('publicHolidays.fields.nameAr'),
  nameEn: field('publicHolidays.fields.nameEn'),
};
