import { expect } from 'vitest';
import type { Language } from '@portal/contracts/constants';

/** i18next's plural forms (CLDR) of each language: a text with a count has exactly these keys. */
export const PLURAL_FORMS: Record<Language, string[]> = {
  'en-US': ['one', 'other'],
  'ar-SA': ['zero', 'one', 'two', 'few', 'many', 'other'],
};

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const flatten = (node: unknown, prefix = ''): [string, string][] =>
  node && typeof node === 'object'
    ? Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
        flatten(value, prefix ? `${prefix}.${key}` : key),
      )
    : [[prefix, String(node)]];

/** Every key of a locale file, the nested ones as `a.b.c` (plural forms keep their suffix). */
export const localeKeys = (tree: unknown): Set<string> => new Set(flatten(tree).map(([key]) => key));

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!);

type Text = { forms: Map<string, string> };

/** Texts by key; a text with plural forms (`key_one`, `key_other`, …) is one text under `key`. */
const textsOf = (tree: unknown): Map<string, Text> => {
  const texts = new Map<string, Text>();
  for (const [key, value] of flatten(tree)) {
    const form = PLURAL_SUFFIX.exec(key)?.[1];
    const base = form ? key.slice(0, -form.length - 1) : key;
    const text = texts.get(base) ?? { forms: new Map<string, string>() };
    text.forms.set(form ?? '', value);
    texts.set(base, text);
  }
  return texts;
};

/** Placeholders other than the count (the Arabic one and two forms say the number in words). */
const namedPlaceholders = (text: Text) =>
  [...new Set([...text.forms.values()].flatMap(placeholders))].filter((name) => name !== 'count').sort();

/**
 * English and Arabic texts of one locale file pair: the same keys, no empty text, the same
 * placeholders, the Arabic in Arabic script (unless said otherwise), and every text with a count in
 * each language's full set of plural forms.
 */
export const expectLocalesAlike = (english: unknown, arabic: unknown, { arabicScript = true } = {}) => {
  const en = textsOf(english);
  const ar = textsOf(arabic);
  expect([...en.keys()].sort()).toEqual([...ar.keys()].sort());
  for (const [key, text] of en) {
    const translated = ar.get(key)!;
    const plural = !text.forms.has('');
    expect([...text.forms.keys()].sort(), `${key} (en-US forms)`).toEqual(
      plural ? [...PLURAL_FORMS['en-US']].sort() : [''],
    );
    expect([...translated.forms.keys()].sort(), `${key} (ar-SA forms)`).toEqual(
      plural ? [...PLURAL_FORMS['ar-SA']].sort() : [''],
    );
    for (const value of [...text.forms.values(), ...translated.forms.values()])
      expect(value.trim(), key).not.toBe('');
    expect(namedPlaceholders(translated), key).toEqual(namedPlaceholders(text));
    if (plural) {
      expect(text.forms.get('other'), key).toContain('{{count}}');
      expect(translated.forms.get('other'), key).toContain('{{count}}');
    } else
      expect(placeholders(translated.forms.get('')!).sort(), key).toEqual(
        placeholders(text.forms.get('')!).sort(),
      );
    if (arabicScript)
      for (const value of translated.forms.values()) expect(value, key).toMatch(/[\u0600-\u06FF]/);
  }
};
