import type { Language } from '@portal/contracts/constants';
import { enUS } from './en-US';
import { arSA } from './ar-SA';
import { PLURAL_TEXTS } from './plurals';

export type MessageKey = keyof typeof enUS;
export type Catalogue = Record<MessageKey, string>;

const catalogues: Record<Language, Catalogue> = { 'en-US': enUS, 'ar-SA': arSA };

export const isMessageKey = (value: string): value is MessageKey => Object.hasOwn(enUS, value);

/** The text of a key; with a numeric `count`, the language's plural form for it (`PLURAL_TEXTS`). */
const textOf = (language: Language, key: MessageKey, count: unknown): string => {
  const forms = typeof count === 'number' ? PLURAL_TEXTS[language][key] : undefined;
  if (!forms) return catalogues[language][key];
  return forms[new Intl.PluralRules(language).select(count as number)] ?? forms.other;
};

/** Translates a key; `{name}` placeholders are filled from params (`count` also picks the plural form). */
export const translate = (
  language: Language,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string =>
  textOf(language, key, params.count).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );

/** The caller's language from Accept-Language: the first ar* or en* preference by weight, else English. */
export const languageOf = (header: string | undefined): Language => {
  if (!header) return 'en-US';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...attributes] = part.trim().split(';');
      const q = attributes.map((a) => a.trim()).find((a) => a.startsWith('q='));
      return { tag: tag.toLowerCase(), weight: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag.startsWith('ar')) return 'ar-SA';
    if (tag.startsWith('en')) return 'en-US';
  }
  return 'en-US';
};
