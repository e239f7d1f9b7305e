/**
 * A count's plural category in a language (`one`, `few`, …), as i18next picks a counted text's form:
 * for the texts written before i18next is loaded (lib/i18n/texts-translate.ts). Apart from `intl.ts`,
 * which the application's first chunks carry: this is only for the early paint's.
 */
export const pluralCategory = (count: number, language: string): Intl.LDMLPluralRule =>
  new Intl.PluralRules(language).select(count);
