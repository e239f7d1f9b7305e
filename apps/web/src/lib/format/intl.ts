import type { Language } from '@portal/contracts/constants';
import { CURRENCY } from './calendar';
import { LOCALES, numberLocale } from './locale-tags';

export { numberLocale };

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date (`YYYY-MM-DD`) is that day where the person is, not midnight UTC. */
const toDate = (value: Date | string | number): Date | null => {
  const dateOnly = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
  const date = dateOnly
    ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))
    : value instanceof Date
      ? value
      : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

type DateInput = Date | string | number | null | undefined;

/**
 * Formatters made once per locale and options: creating one costs far more than formatting with it
 * (a Hijri date formatter most), and a list or the dashboard formats hundreds of dates and numbers
 * as it renders (a CPU profile of `/dashboard` on a throttled phone: ~0.65 s in the constructors).
 * The first one of a page also loads the locale data, which a worker the boot script starts has
 * usually loaded by then (`warm-formatters.ts`, decision 0094).
 */
const cached = <O, F>(make: (locale: string, options?: O) => F) => {
  const made = new Map<string, F>();
  return (locale: string, options?: O): F => {
    const key = `${locale}|${options === undefined ? '' : JSON.stringify(options)}`;
    let formatter = made.get(key);
    if (!formatter) {
      formatter = make(locale, options);
      made.set(key, formatter);
    }
    return formatter;
  };
};
const dateFormatter = cached(
  (locale, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
const numberFormatter = cached(
  (locale, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

const format = (value: DateInput, locale: string, options: Intl.DateTimeFormatOptions): string => {
  const date = value === null || value === undefined ? null : toDate(value);
  return date ? dateFormatter(locale, options).format(date) : '';
};

/** A Gregorian date in the person's language. */
export const formatDate = (
  value: DateInput,
  language: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string => format(value, LOCALES[language].gregorian, options);

export const formatDateTime = (value: DateInput, language: Language): string =>
  formatDate(value, language, { dateStyle: 'medium', timeStyle: 'short' });

export const formatTime = (value: DateInput, language: Language): string =>
  formatDate(value, language, { timeStyle: 'medium' });

/** The Umm al-Qura (Hijri) date, shown beside the Gregorian one. */
export const formatHijriDate = (
  value: DateInput,
  language: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string => format(value, LOCALES[language].hijri, options);

/**
 * A date as screens show it in running text: in Arabic the Hijri date follows in brackets (spec 9:
 * Hijri beside Gregorian), in English the Gregorian date alone.
 */
export const formatDateForReading = (
  value: DateInput,
  language: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string => {
  const gregorian = formatDate(value, language, options);
  if (!gregorian || language !== 'ar-SA') return gregorian;
  const hijri = formatHijriDate(value, language, {
    dateStyle: options.dateStyle ?? 'medium',
    ...(options.timeZone && { timeZone: options.timeZone }),
  });
  return `${gregorian} (${hijri})`;
};

export const formatNumber = (value: number, language: Language, options?: Intl.NumberFormatOptions): string =>
  numberFormatter(numberLocale(language), options).format(value);

/**
 * A number in a language beyond the portal's two (a page such as `/my-contract` also speaks
 * Filipino and Indonesian): that language's separators, Latin digits by the same rule.
 */
export const formatNumberInLocale = (
  value: number,
  locale: string,
  options?: Intl.NumberFormatOptions,
): string => numberFormatter(`${locale}-u-nu-latn`, options).format(value);

/**
 * A year as written in a date (no grouping: 2026, not 2,026). A whole year in Latin digits is its
 * decimal string in both languages, which skips creating a number formatter (the first one costs
 * tens of milliseconds on a slow phone, in the footer of every public page).
 */
export const formatYear = (value: number, language: Language): string =>
  Number.isSafeInteger(value) && value >= 0
    ? String(value)
    : formatNumber(value, language, { useGrouping: false });

export const formatCurrency = (value: number, language: Language): string =>
  formatNumber(value, language, { style: 'currency', currency: CURRENCY });

/** Several names as one phrase ("English and Filipino" / "الإنجليزية والفلبينية"); `narrow` just separates them. */
export const formatList = (
  values: string[],
  language: Language,
  style: 'sentence' | 'narrow' = 'sentence',
): string =>
  new Intl.ListFormat(
    numberLocale(language),
    style === 'sentence' ? { type: 'conjunction' } : { type: 'unit', style: 'narrow' },
  ).format(values);
