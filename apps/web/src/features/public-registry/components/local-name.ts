import type { Language } from '@portal/contracts/constants';

/** The name in the page's language; the other one when that is blank. */
export const localName = (name: { ar: string; en: string }, language: Language): string =>
  (language === 'ar-SA' ? name.ar : name.en) || name.en || name.ar;
