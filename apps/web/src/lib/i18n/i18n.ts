import i18next from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@portal/contracts/constants';
import { fillParameters } from './fill-parameters';
import { applyDocumentLanguage, persistLanguage, toLanguage } from './language';

/**
 * The app's one i18next instance. It is initialised by `app/i18n-setup.ts` (HTTP backend, one JSON
 * resource per locale) or by tests (in-memory resources); non-React code translates through it.
 */
export const i18n = i18next.createInstance();

i18n.on('languageChanged', (lng) => applyDocumentLanguage(toLanguage(lng)));

export const i18nOptions = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: false as const,
  load: 'currentOnly' as const,
  nsSeparator: false as const,
  keySeparator: '.',
  interpolation: { escapeValue: false },
  /** Spec 8: a missing translation shows the key text itself with its parameters filled in. */
  parseMissingKeyHandler: (key: string, defaultValue?: string, options?: Record<string, unknown>) =>
    fillParameters(defaultValue ?? key, options),
  /** A placeholder without a value stays visible rather than vanishing. */
  missingInterpolationHandler: (_text: string, match: string[]) => match[0] ?? '',
};

export const currentLanguage = (): Language =>
  toLanguage(i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LANGUAGE);

const beforeLanguageChange = new Set<(language: Language) => Promise<void>>();

/** Work to finish before the app switches language (a loaded feature's own texts). */
export const onBeforeLanguageChange = (prepare: (language: Language) => Promise<void>): void => {
  beforeLanguageChange.add(prepare);
};

export const changeLanguage = async (lng: string): Promise<void> => {
  const language = toLanguage(lng);
  persistLanguage(language);
  await Promise.all([...beforeLanguageChange].map((prepare) => prepare(language).catch(() => undefined)));
  await i18n.changeLanguage(language);
};
