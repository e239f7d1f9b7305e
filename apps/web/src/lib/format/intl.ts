import type { Language } from '@portal/contracts/constants';
import { CURRENCY } from './calendar';

/** Gregorian calendar, Latin digits in English, Arabic-Indic digits in Arabic (the locale's default). */
const gregorianLocale = (language: Language): string =>
  language === 'ar-SA' ? 'ar-SA-u-ca-gregory' : language;
const HIJRI_LOCALE = 'ar-SA-u-ca-islamic-umalqura';

const toDate = (value: Date | string | number): Date | null => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

export const formatDate = (
  value: Date | string | number | null | undefined,
  language: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string => {
  const date = value === null || value === undefined ? null : toDate(value);
  return date ? new Intl.DateTimeFormat(gregorianLocale(language), options).format(date) : '';
};

export const formatDateTime = (
  value: Date | string | number | null | undefined,
  language: Language,
): string => formatDate(value, language, { dateStyle: 'medium', timeStyle: 'short' });

/** The Umm al-Qura (Hijri) date, shown beside the Gregorian one in Arabic. */
export const formatHijriDate = (
  value: Date | string | number | null | undefined,
  language: Language,
): string => {
  const date = value === null || value === undefined ? null : toDate(value);
  if (!date) return '';
  const locale = language === 'ar-SA' ? HIJRI_LOCALE : 'en-US-u-ca-islamic-umalqura';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
};

export const formatNumber = (value: number, language: Language, options?: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(language, options).format(value);

export const formatCurrency = (value: number, language: Language): string =>
  new Intl.NumberFormat(language, { style: 'currency', currency: CURRENCY }).format(value);
