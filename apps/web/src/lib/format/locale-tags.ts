import type { Language } from '@portal/contracts/constants';

/**
 * The portal's one digit rule (docs/decisions/0023): Latin digits in both languages, so dates,
 * ids, counts and the footer year look alike on every screen. Arabic asks for them with `nu-latn`.
 */
export const LOCALES: Record<Language, { numbers: string; gregorian: string; hijri: string }> = {
  'en-US': {
    numbers: 'en-US',
    gregorian: 'en-US',
    hijri: 'en-US-u-ca-islamic-umalqura',
  },
  'ar-SA': {
    numbers: 'ar-SA-u-nu-latn',
    gregorian: 'ar-SA-u-ca-gregory-nu-latn',
    hijri: 'ar-SA-u-ca-islamic-umalqura-nu-latn',
  },
};

/** The locale tag that formats numbers by the digit rule (also for components that take a locale). */
export const numberLocale = (language: Language): string => LOCALES[language].numbers;
