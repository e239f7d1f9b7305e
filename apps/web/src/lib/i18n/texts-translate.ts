import { pluralCategory } from '../format/plural';
import { fillParameters } from './fill-parameters';
import type { Translate } from './translate';

/** A text the given texts do not hold: the caller leaves the writing to i18next. */
export class MissingText extends Error {
  constructor(key: string) {
    super(`no text for ${key}`);
    this.name = 'MissingText';
  }
}

/** The text at a key in the first of the files that holds it (i18next merges a feature's files so). */
const textAt = (files: readonly Record<string, unknown>[], key: string): string | undefined => {
  for (const file of files) {
    const text = key
      .split('.')
      .reduce<unknown>(
        (node, part) =>
          typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined,
        file,
      );
    if (typeof text === 'string') return text;
  }
  return undefined;
};

/**
 * Translates with one language's text files as the app's i18next does for the texts a first screen
 * draws before the application's code (decision 0078): keys through `.`, `{{name}}` values, and with a
 * `count` the plural form `<key>_<category>` of the language's rules (`pluralCategory`, as i18next
 * picks it), else the key itself. i18next is not in that early code (it comes with React's chunk);
 * a unit test holds every early text to i18next's own result in both languages. A key the texts do
 * not hold throws `MissingText`: nothing is drawn rather than a key.
 */
export const textsTranslate =
  (files: readonly Record<string, unknown>[], language: string): Translate =>
  (key, values) => {
    const count = values?.count;
    const plural =
      typeof count === 'number' ? textAt(files, `${key}_${pluralCategory(count, language)}`) : undefined;
    const text = plural ?? textAt(files, key);
    if (text === undefined) throw new MissingText(key);
    return fillParameters(text, values);
  };
