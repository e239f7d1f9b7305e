import { initReactI18next } from 'react-i18next';
import { i18n, i18nOptions } from '../lib/i18n/i18n';
import { createFetchBackend } from '../lib/i18n/fetch-backend';
import { fetchLocale, localeUrl } from '../lib/i18n/early-locale';
import { applyDocumentLanguage, initialLanguage, toLanguage } from '../lib/i18n/language';
import { writeLanguageCookie } from './prerendered';

/**
 * Starts i18next: detected language, one JSON resource per locale from /locales over HTTP (the first
 * one usually already requested by the boot script, `main.tsx`). Resolves once the language's texts
 * are in. A change of language also goes into the cookie the server picks the first screen by.
 */
export const setupI18n = (): Promise<unknown> => {
  const language = initialLanguage();
  applyDocumentLanguage(language);
  i18n.on('languageChanged', (lng) => writeLanguageCookie(toLanguage(lng)));
  return i18n
    .use(createFetchBackend(localeUrl, fetchLocale))
    .use(initReactI18next)
    .init({ ...i18nOptions, lng: language, react: { useSuspense: true } })
    .catch(() => undefined);
};
