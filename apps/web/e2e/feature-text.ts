import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { textsTranslate } from '../src/lib/i18n/texts-translate';

type Language = 'en-US' | 'ar-SA';

const cache = new Map<string, unknown>();

/** The node at a dotted key of a locale tree ('history.title'), or undefined. */
export const textAt = (tree: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      tree,
    );

/**
 * A text of a feature's own locale file (`featureText('hr-pool', 'en-US', 'hrPoolCandidates.add')`),
 * with the `{{name}}` placeholders given filled in (the others kept). A counted text (`{ count }`)
 * takes the language's plural form, as i18next does (`submitBulk_two` in Arabic): the app's own
 * `textsTranslate`, which a unit test holds to i18next.
 */
export const featureText = (
  feature: string,
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
): string => {
  const file = join(import.meta.dirname, `../src/features/${feature}/locales/${language}.json`);
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(file, 'utf8')) as unknown);
  try {
    return textsTranslate([cache.get(file) as Record<string, unknown>], language)(key, values);
  } catch {
    throw new Error(`No ${language} text for ${key} in ${feature}`);
  }
};
