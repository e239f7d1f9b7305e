const pad = (value: number) => String(value).padStart(2, '0');

/** A date as YYYY-MM-DD, with the time of day when it has one (read as UTC, as the workbook stores no zone). */
const dateText = (date: Date): string => {
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const seconds = date.getUTCHours() * 3600 + date.getUTCMinutes() * 60 + date.getUTCSeconds();
  if (seconds === 0) return day;
  return `${day}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
};

/** The text of a typed XLSX cell value: numbers and booleans as written, dates as ISO dates. */
export const cellText = (value: string | number | boolean | Date | null | undefined): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dateText(value);
  return String(value);
};

const MS_PER_DAY = 86_400_000;
/** Day 0 of Excel's 1900 system is 1899-12-30 (it counts 1900-02-29, which never was); 1904 files start 1904-01-01. */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/** A date cell's serial number (days, the fraction the time of day) as a date, to the second. */
export const excelSerialDate = (serial: number, date1904: boolean): Date =>
  new Date(Math.round(((date1904 ? EPOCH_1904 : EPOCH_1900) + serial * MS_PER_DAY) / 1000) * 1000);

/** Excel's built-in number formats that show dates or times (ECMA-376 part 1, 18.8.30). */
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 30, 36, 45, 46, 47, 50, 57]);

/** Whether a number format shows a date or time: a built-in date format or a custom one with d, m, y, h or s outside quotes, escapes and [colour] sections. */
export const isDateFormat = (formatId: number, code: string | undefined): boolean => {
  if (code === undefined) return BUILT_IN_DATE_FORMATS.has(formatId);
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[[^\]]*\]/g, '');
  return /[dmyhs]/i.test(bare);
};
