import { initReactI18next } from 'react-i18next';
import { i18n, i18nOptions } from '../lib/i18n/i18n';
import { createFetchBackend } from '../lib/i18n/fetch-backend';
import { fetchLocale, localeUrl } from '../lib/i18n/early-locale';
import { applyDocumentLanguage, initialLanguage } from '../lib/i18n/language';

/**
 * Starts i18next: detected language, one JSON resource per locale from /locales over HTTP (the first
 * one usually already requested by the boot script, `main.tsx`).
 */
export const setupI18n = () => {
  const language = initialLanguage();
  applyDocumentLanguage(language);
  void i18n
    .use(createFetchBackend(localeUrl, fetchLocale))
    .use(initReactI18next)
    .init({ ...i18nOptions, lng: language, react: { useSuspense: true } });
  return i18n;
};
