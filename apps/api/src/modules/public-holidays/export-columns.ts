import type { Language } from '@portal/contracts/constants';
import { PUBLIC_HOLIDAY_COLUMN_LABELS } from '@portal/contracts/public-holidays';
import type { ExportColumn } from '../../lib/export/send-export';
import type { PublicHolidayRow } from './repository';

const HIJRI_LOCALES: Record<Language, string> = {
  'en-US': 'en-u-ca-islamic-umalqura',
  'ar-SA': 'ar-SA-u-ca-islamic-umalqura-nu-latn',
};

/** The day in the Umm al-Qura calendar (decision 0038), as the screen shows it beside the date. */
export const hijriOf = (day: string, language: Language): string =>
  new Intl.DateTimeFormat(HIJRI_LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/** The columns of the holidays export (CSV and XLSX), headed as the screen's table is. */
export const publicHolidayExportColumns = (language: Language): ExportColumn<PublicHolidayRow>[] => [
  { header: PUBLIC_HOLIDAY_COLUMN_LABELS.day, value: (row) => row.day, width: 12 },
  { header: PUBLIC_HOLIDAY_COLUMN_LABELS.hijri, value: (row) => hijriOf(row.day, language), width: 24 },
  { header: PUBLIC_HOLIDAY_COLUMN_LABELS.nameAr, value: (row) => row.nameAr, width: 30 },
  { header: PUBLIC_HOLIDAY_COLUMN_LABELS.nameEn, value: (row) => row.nameEn, width: 30 },
  { header: PUBLIC_HOLIDAY_COLUMN_LABELS.updatedAt, value: (row) => row.updatedAt, width: 20 },
];
