/**
 * The languages of `/my-contract` (issue 25): Arabic and English as the portal, and the languages
 * of the demo data's sending countries, so a worker reads her status in her own language. The rest
 * of the portal keeps its two languages. Adding a language is one entry here and one file
 * `locales/<code>.json` with the same keys (decision 0055).
 */
export const MY_CONTRACT_LANGUAGES = [
  { code: 'ar-SA', name: 'العربية', dir: 'rtl' },
  { code: 'en-US', name: 'English', dir: 'ltr' },
  { code: 'fil-PH', name: 'Filipino', dir: 'ltr' },
  { code: 'id-ID', name: 'Bahasa Indonesia', dir: 'ltr' },
] as const;

export type MyContractLanguage = (typeof MY_CONTRACT_LANGUAGES)[number]['code'];

export const isMyContractLanguage = (value: unknown): value is MyContractLanguage =>
  MY_CONTRACT_LANGUAGES.some((language) => language.code === value);

export const languageEntry = (code: MyContractLanguage) =>
  MY_CONTRACT_LANGUAGES.find((language) => language.code === code) ?? MY_CONTRACT_LANGUAGES[1];

/**
 * `fil`, `tl` (Tagalog), `id` and `in` (the old code of Indonesian) in the browser's preferences.
 * The first screen's guard reads the same table (vite-prerender.ts, decision 0066).
 */
export const BROWSER_TAGS: Record<string, MyContractLanguage> = {
  fil: 'fil-PH',
  tl: 'fil-PH',
  id: 'id-ID',
  in: 'id-ID',
  ar: 'ar-SA',
  en: 'en-US',
};

/**
 * The page's first language: the one in the address (`?lang=fil-PH`, a link an agency may share),
 * else Filipino or Indonesian when the browser prefers it, else the portal's language.
 */
export const initialPageLanguage = (
  query: string | null,
  browser: readonly string[],
  portal: 'ar-SA' | 'en-US',
): MyContractLanguage => {
  if (isMyContractLanguage(query)) return query;
  for (const tag of browser) {
    const match = BROWSER_TAGS[tag.toLowerCase().split('-')[0] ?? ''];
    if (match === 'fil-PH' || match === 'id-ID') return match;
    if (match) break;
  }
  return portal;
};

/** Which of the record's two names (Arabic or English) a language shows. */
export const nameIn = (name: { ar: string; en: string }, language: MyContractLanguage) =>
  language === 'ar-SA' ? name.ar : name.en;
