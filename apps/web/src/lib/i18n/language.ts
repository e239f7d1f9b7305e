import { DEFAULT_LANGUAGE, LANGUAGES, isRtl, type Language } from '@portal/contracts/constants';
import { readItem, writeItem } from '../storage/safe-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';

const isLanguage = (value: string | null | undefined): value is Language =>
  !!value && (LANGUAGES as readonly string[]).includes(value);

const byExactMatch = (candidate: string): Language | undefined =>
  LANGUAGES.find((language) => language.toLowerCase() === candidate.toLowerCase());

const byPrefix = (candidate: string): Language | undefined => {
  const prefix = candidate.split(/[-_]/)[0]?.toLowerCase();
  return LANGUAGES.find((language) => language.split('-')[0] === prefix);
};

/**
 * Spec 1: the language kept in local storage, else the browser language (exact match),
 * else its prefix (ar -> ar-SA, en -> en-US), else English (US).
 */
export const detectLanguage = (stored: string | null, browserLanguages: readonly string[]): Language => {
  if (isLanguage(stored)) return stored;
  for (const candidate of browserLanguages) {
    const exact = byExactMatch(candidate);
    if (exact) return exact;
  }
  for (const candidate of browserLanguages) {
    const prefixed = byPrefix(candidate);
    if (prefixed) return prefixed;
  }
  return DEFAULT_LANGUAGE;
};

export const browserLanguages = (): string[] => {
  if (typeof navigator === 'undefined') return [];
  const list = navigator.languages?.length ? [...navigator.languages] : [];
  if (navigator.language && !list.includes(navigator.language)) list.unshift(navigator.language);
  return list;
};

export const initialLanguage = (): Language =>
  detectLanguage(readItem('local', STORAGE_KEYS.language), browserLanguages());

export const persistLanguage = (language: Language): void =>
  writeItem('local', STORAGE_KEYS.language, language);

export const toLanguage = (value: string | undefined): Language =>
  isLanguage(value) ? value : DEFAULT_LANGUAGE;

export const directionOf = (language: Language): 'rtl' | 'ltr' => (isRtl(language) ? 'rtl' : 'ltr');

/** `<html lang dir>` follow the language. */
export const applyDocumentLanguage = (language: Language): void => {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
};
