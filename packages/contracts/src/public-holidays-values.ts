import type { ColumnLabel } from './column-labels';

// The public holidays' values a page shows without validating anything, apart from their schemas
// (public-holidays.ts re-exports them): the web's list of holidays takes them from here and loads no
// zod (decision 0064).

/** The list's columns, on the screen and in the export. */
export const PUBLIC_HOLIDAY_COLUMN_LABELS = {
  day: { 'en-US': 'Date', 'ar-SA': 'التاريخ' },
  hijri: { 'en-US': 'Hijri date', 'ar-SA': 'التاريخ الهجري' },
  nameAr: { 'en-US': 'Name (Arabic)', 'ar-SA': 'الاسم بالعربية' },
  nameEn: { 'en-US': 'Name (English)', 'ar-SA': 'الاسم بالإنجليزية' },
  updatedAt: { 'en-US': 'Last changed', 'ar-SA': 'آخر تعديل' },
} as const satisfies Record<string, ColumnLabel>;
