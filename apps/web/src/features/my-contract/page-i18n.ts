import { useEffect, useState } from 'react';
import i18next, { type i18n as I18n } from 'i18next';
import { fillParameters } from '../../lib/i18n/fill-parameters';
import { i18n as portalI18n } from '../../lib/i18n/i18n';
import { initialLanguage, toLanguage } from '../../lib/i18n/language';
import { renderedSearch } from '../../lib/rendered-address';
import { loadPageDirection } from './components/page-direction';
import {
  initialPageLanguage,
  languageEntry,
  MY_CONTRACT_LANGUAGES,
  type MyContractLanguage,
} from './languages';

/** The page's own texts, one JSON file per language, each its own small chunk. */
const LOCALE_FILES = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

export const MY_CONTRACT_NAMESPACE = 'myContract';

/**
 * The page's own i18next instance and namespace: four languages here while the portal's instance
 * keeps two (its language choice, its locale files and its `supportedLngs` stay untouched).
 */
export const createPageI18n = (): I18n => {
  const instance = i18next.createInstance();
  void instance.init({
    supportedLngs: MY_CONTRACT_LANGUAGES.map((language) => language.code),
    fallbackLng: false,
    ns: [MY_CONTRACT_NAMESPACE],
    defaultNS: MY_CONTRACT_NAMESPACE,
    resources: {},
    initAsync: false,
    nsSeparator: false,
    keySeparator: '.',
    interpolation: { escapeValue: false },
    parseMissingKeyHandler: (key: string, defaultValue?: string, options?: Record<string, unknown>) =>
      fillParameters(defaultValue ?? key, options),
  });
  return instance;
};

export const pageI18n = createPageI18n();

/**
 * Loads a language's file into the page's instance (once) and its direction's styles, then switches
 * to it.
 */
export const loadPageLanguage = async (language: MyContractLanguage, instance: I18n = pageI18n) => {
  if (!instance.hasResourceBundle(language, MY_CONTRACT_NAMESPACE)) {
    const file = LOCALE_FILES[`./locales/${language}.json`];
    if (!file) throw new Error(`no texts for ${language}`);
    instance.addResourceBundle(language, MY_CONTRACT_NAMESPACE, (await file()).default, true, true);
  }
  await loadPageDirection(languageEntry(language).dir);
  // Not again for the language it shows: i18next announces every change, and the page's texts then
  // render again (the first language is loaded before the page renders, and the page loads it again).
  if (instance.language !== language) await instance.changeLanguage(language);
};

/**
 * The page's first language loaded with the page's module (routes.tsx): its first render then shows
 * the page, not a loading state followed by a render once its texts came in an effect (a round trip
 * and a render later on a first visit, decision 0066). The address's `?lang=`, else the browser's
 * Filipino or Indonesian, else the portal's language as the application will choose it (the boot
 * script loads the page before the portal's texts). In the build's render of the first screens
 * (app/prerender.tsx, no window): the address it renders and the portal language it renders in; the
 * browser's preference is left to the first screen's guard, which hides a page the browser would show
 * in another language (vite-prerender.ts). A failure is left to the page, which asks again.
 */
export const loadFirstPageLanguage = (): Promise<void> => {
  const inBuild = typeof window === 'undefined';
  return loadPageLanguage(
    initialPageLanguage(
      new URLSearchParams(renderedSearch()).get('lang'),
      inBuild ? [] : navigator.languages,
      inBuild ? toLanguage(portalI18n.language) : initialLanguage(),
    ),
  ).catch(() => undefined);
};

/**
 * Loads a language's texts and styles (`loadPageLanguage`) and switches to it. `shown` is the
 * language whose texts the page shows: the previous one until the next is loaded, so a change of
 * language keeps what the page holds (a result stays on screen, in the new language).
 */
export const usePageLanguage = (language: MyContractLanguage, instance: I18n = pageI18n) => {
  const [shown, setShown] = useState<MyContractLanguage | null>(() =>
    instance.language === language && instance.hasResourceBundle(language, MY_CONTRACT_NAMESPACE)
      ? language
      : null,
  );
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setFailed(false);
    loadPageLanguage(language, instance)
      .then(() => live && setShown(language))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [language, instance]);
  return { shown, failed };
};
