/**
 * Arabic as people type it in a search box: with or without hamza on the alef, alef maqsura for
 * yaa, taa marbuta for haa, short vowels and the stretching tatweel. Both the typed text and the
 * stored names go through the same folding (the API applies it in SQL with `ARABIC_FOLD_FROM`,
 * `ARABIC_FOLD_TO` and `ARABIC_MARKS`), so `مكتب الفجر` finds `مكتب الفجر` and `موسسة` finds
 * `مؤسسة` (decision 0052).
 */

/** Letters folded one for one: أ إ آ ٱ → ا, ى → ي, ة → ه, ؤ → و, ئ → ي. */
export const ARABIC_FOLD_FROM = '\u0623\u0625\u0622\u0671\u0649\u0629\u0624\u0626';
export const ARABIC_FOLD_TO = '\u0627\u0627\u0627\u0627\u064A\u0647\u0648\u064A';

/** Short vowels, shadda, sukun and the other marks (U+064B–U+065F), the superscript alef, tatweel. */
export const ARABIC_MARKS = '[\u064B-\u065F\u0670\u0640]';

const MARKS = new RegExp(ARABIC_MARKS, 'g');
const FOLD = new Map([...ARABIC_FOLD_FROM].map((letter, index) => [letter, ARABIC_FOLD_TO[index]!]));

/** Lower case, marks removed, letter variants folded, runs of spaces made one. */
export const foldArabic = (value: string): string =>
  [...value.toLowerCase().replace(MARKS, '').replace(/\s+/g, ' ')]
    .map((letter) => FOLD.get(letter) ?? letter)
    .join('');
