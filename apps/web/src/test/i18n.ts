import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@portal/contracts/constants';
import { i18n, i18nOptions } from '../lib/i18n/i18n';
import { loadAllModuleResources, type ModuleResources } from '../lib/i18n/module-resources';

export const readLocale = (language: Language): Record<string, unknown> =>
  JSON.parse(
    readFileSync(join(process.env.WEB_ROOT ?? process.cwd(), 'public/locales', `${language}.json`), 'utf8'),
  ) as Record<string, unknown>;

/** The app's i18n instance with both locale files in memory (no HTTP in tests). */
export const setupTestI18n = async (language: Language = 'en-US') => {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      ...i18nOptions,
      lng: language,
      resources: {
        'en-US': { translation: readLocale('en-US') },
        'ar-SA': { translation: readLocale('ar-SA') },
      },
      react: { useSuspense: false },
    });
  } else {
    await i18n.changeLanguage(language);
  }
  return i18n;
};

/** The app's i18n in English, with the texts of the given features loaded in both languages. */
export const setupFeatureTexts = async (...features: ModuleResources[]) => {
  await setupTestI18n('en-US');
  for (const texts of features) await loadAllModuleResources(texts);
};
