import { createElement, useEffect, useState, type ComponentType } from 'react';
import { LANGUAGES, type Language } from '@portal/contracts/constants';
import type { PageLoader } from '../../app/page-loader';
import { currentLanguage, i18n, onBeforeLanguageChange } from './i18n';
import { toLanguage } from './language';
import { loadTextFiles } from './module-files';

/**
 * A feature's own texts, as `import.meta.glob('./locales/*.json')` gives them: loaders by path,
 * each file named after its language (`en-US.json`, `ar-SA.json`). A feature may list several
 * folders (its sub-features' locales too).
 */
export type ModuleResources = Record<string, () => Promise<unknown>>;

const loaded = new WeakMap<ModuleResources, Map<Language, Promise<void>>>();

/**
 * Merges a feature's texts for one language into the app's `translation` namespace (once per
 * language). The language's main file is loaded first: i18next's backend does not fetch a
 * language whose `translation` bundle already exists, so adding to it first would hide the rest.
 */
export const loadModuleResources = (
  resources: ModuleResources,
  language: Language = currentLanguage(),
): Promise<void> => {
  const languages = loaded.get(resources) ?? new Map<Language, Promise<void>>();
  loaded.set(resources, languages);
  const existing = languages.get(language);
  if (existing) return existing;
  const loading = (async () => {
    await i18n.loadLanguages(language);
    for (const file of await loadTextFiles(resources, language))
      i18n.addResourceBundle(language, 'translation', file, true, false);
  })();
  // A failed load may be retried (the next page visit or language change).
  languages.set(
    language,
    loading.catch((error: unknown) => {
      languages.delete(language);
      throw error;
    }),
  );
  return languages.get(language)!;
};

/** Whether a feature's texts for the language are in the app's bundle already. */
const useModuleLanguageReady = (resources: ModuleResources): boolean => {
  const [language, setLanguage] = useState(currentLanguage);
  const [ready, setReady] = useState<Language | null>(currentLanguage);
  useEffect(() => {
    const changed = (lng: string) => setLanguage(toLanguage(lng));
    i18n.on('languageChanged', changed);
    return () => i18n.off('languageChanged', changed);
  }, []);
  useEffect(() => {
    let live = true;
    void loadModuleResources(resources, language)
      .then(() => live && setReady(language))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [resources, language]);
  return ready === language;
};

const registered = new WeakSet<ModuleResources>();

/**
 * A feature's page loader that brings the feature's texts first: the page renders with its texts
 * in the current language, and a change of language loads the other language's texts before the
 * switch (and, should the language change another way, before the page shows it again).
 */
export const withModuleResources =
  (resources: ModuleResources, loadPage: PageLoader): PageLoader =>
  async () => {
    if (!registered.has(resources)) {
      registered.add(resources);
      onBeforeLanguageChange((language) => loadModuleResources(resources, language));
    }
    const [Page] = await Promise.all([loadPage(), loadModuleResources(resources)]);
    const WithTexts: ComponentType = () => (useModuleLanguageReady(resources) ? createElement(Page) : null);
    WithTexts.displayName = `WithModuleResources(${Page.displayName ?? Page.name})`;
    return WithTexts;
  };

/** Both languages at once (tests render without the page loader). */
export const loadAllModuleResources = (resources: ModuleResources): Promise<void[]> =>
  Promise.all(LANGUAGES.map((language) => loadModuleResources(resources, language)));
