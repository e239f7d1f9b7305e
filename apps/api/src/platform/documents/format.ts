import type { Language } from '@portal/contracts/constants';
import { escapeHtml } from '../html-escape';

/** Latin digits in both languages (docs/decisions/0023), as the web's `lib/format/intl` does. */
const LOCALES: Record<Language, { numbers: string; gregorian: string; hijri: string }> = {
  'en-US': { numbers: 'en-US', gregorian: 'en-US', hijri: 'en-US-u-ca-islamic-umalqura' },
  'ar-SA': {
    numbers: 'ar-SA-u-nu-latn',
    gregorian: 'ar-SA-u-ca-gregory-nu-latn',
    hijri: 'ar-SA-u-ca-islamic-umalqura-nu-latn',
  },
};

/** The kingdom's time (docs/decisions/0038) for the moments a document states (approvals). */
const KINGDOM_TIME_ZONE = 'Asia/Riyadh';

/** Building an Intl formatter costs far more than using one: one per locale and style, made once. */
const cached = <T>(make: (locale: string) => T) => {
  const made = new Map<string, T>();
  return (locale: string): T => {
    let formatter = made.get(locale);
    if (!formatter) {
      formatter = make(locale);
      made.set(locale, formatter);
    }
    return formatter;
  };
};
const dayFormatter = cached(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
);
const momentFormatter = cached(
  (locale) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: KINGDOM_TIME_ZONE }),
);
const utcMomentFormatter = cached(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
);
const amountFormatter = cached(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * The calendar day of `YYYY-MM-DD` (or the date part of an ISO timestamp), formatted in UTC so no
 * time zone moves it; null when it is no real day (2026-02-31 is printed as written by the caller).
 */
export const formatDay = (
  value: string,
  language: Language,
  calendar: 'gregorian' | 'hijri' = 'gregorian',
) => {
  const match = DAY.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.getUTCMonth() !== Number(match[2]) - 1 || date.getUTCDate() !== Number(match[3])) return null;
  return dayFormatter(LOCALES[language][calendar]).format(date);
};

/** A moment (ISO timestamp) as the kingdom's date and time; the value as written when unreadable. */
export const formatMoment = (iso: string, language: Language): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return userText(iso);
  return momentFormatter(LOCALES[language].gregorian).format(date);
};

/** A moment in UTC, as a partner gives it (flight times). */
export const formatUtcMoment = (iso: string, language: Language): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return userText(iso);
  return utcMomentFormatter(LOCALES[language].gregorian).format(date);
};

/** An amount with two decimals (SAR). */
export const formatAmount = (value: number, language: Language): string =>
  amountFormatter(LOCALES[language].numbers).format(value);

/** User text, escaped and isolated so its direction never reorders the words around it. */
export const userText = (value: string): string => `<bdi>${escapeHtml(value)}</bdi>`;

/** A `{ ar, en }` name in the document's language, as user text. */
export const nameIn = (name: { ar: string; en: string }, language: Language): string =>
  userText(language === 'ar-SA' ? name.ar : name.en);

export const directionOf = (language: Language): 'rtl' | 'ltr' => (language === 'ar-SA' ? 'rtl' : 'ltr');
