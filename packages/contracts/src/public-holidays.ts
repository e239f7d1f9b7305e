import { z } from 'zod';
import { idParamsSchema, isoDate, requiredText, versioned } from './fields';
import { exportQuerySchema, listQuerySchema, listResponseSchema, textFilter } from './list';
import { lookupRecordSchema } from './lookup-schemas';

/** The years an admin keeps holidays for: the list's year filter accepts these (decision 0057). */
export const HOLIDAY_YEARS = { min: 2000, max: 2100 } as const;

/**
 * `POST /api/public-holidays` and `PUT /api/public-holidays/{id}`; also the add/edit form's
 * resolver. One row per day: a holiday of several days (an Eid) is one row per day, so a
 * working-day clock skips exactly the days listed (decision 0056).
 */
export const publicHolidayInputSchema = z.object({
  day: isoDate().refine(
    (day) => Number(day.slice(0, 4)) >= HOLIDAY_YEARS.min && Number(day.slice(0, 4)) <= HOLIDAY_YEARS.max,
    'validation.holidayYear',
  ),
  nameAr: requiredText(120),
  nameEn: requiredText(120),
});
export type PublicHolidayInput = z.infer<typeof publicHolidayInputSchema>;

/** The body of `PUT`: the fields and the `rowVersion` they were read on (409 when it moved). */
export const publicHolidayUpdateSchema = versioned(publicHolidayInputSchema);
export type PublicHolidayUpdate = z.infer<typeof publicHolidayUpdateSchema>;

export const publicHolidaySchema = lookupRecordSchema({
  day: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
});
export type PublicHoliday = z.infer<typeof publicHolidaySchema>;

/** Filters: a year (the list opens on the current one), text in both names. */
export const publicHolidayFiltersShape = {
  q: textFilter(),
  year: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number('validation.holidayYear')
      .int('validation.holidayYear')
      .min(HOLIDAY_YEARS.min, 'validation.holidayYear')
      .max(HOLIDAY_YEARS.max, 'validation.holidayYear')
      .optional(),
  ),
};
export const PUBLIC_HOLIDAY_SORT_FIELDS = ['day', 'nameAr', 'nameEn', 'updatedAt'] as const;
export type PublicHolidaySortField = (typeof PUBLIC_HOLIDAY_SORT_FIELDS)[number];

export const publicHolidayListQuerySchema = listQuerySchema(
  publicHolidayFiltersShape,
  PUBLIC_HOLIDAY_SORT_FIELDS,
);
export type PublicHolidayListQuery = z.infer<typeof publicHolidayListQuerySchema>;
export const publicHolidayExportQuerySchema = exportQuerySchema(
  publicHolidayFiltersShape,
  PUBLIC_HOLIDAY_SORT_FIELDS,
);
export const publicHolidayListResponseSchema = listResponseSchema(publicHolidaySchema);
export const publicHolidayIdParamsSchema = idParamsSchema;

export { PUBLIC_HOLIDAY_COLUMN_LABELS } from './public-holidays-values';
