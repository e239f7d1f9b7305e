import type { z } from 'zod';

/**
 * Digits as people type them: a keyboard in Arabic gives Arabic-Indic digits (U+0660–0669), a
 * Persian or Urdu one Extended Arabic-Indic digits (U+06F0–06F9). Every field that takes digits reads
 * them through these functions, on the form and in the API, so both accept the same text and the
 * database holds ASCII digits only (spec §8: the portal works in Arabic).
 */

const ARABIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** `١٠١٢٣٤٥٦٧٢` and `۱۰۱۲۳۴۵۶۷۲` become `1012345672`; every other character stays. */
export const toLatinDigits = (value: string): string =>
  value.replace(ARABIC_DIGIT, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });

/** The Arabic decimal separator `٫`; grouping marks: the Arabic thousands separator `٬` and commas. */
const ARABIC_DECIMAL = /\u066B/g;
const GROUPING = /[\u066C,\s]/g;
const DECIMAL = /^-?(\d+\.?\d*|\.\d+)$/;

/**
 * A number as typed (`12000`, `١٢٠٠٠`, `12,000.50`, `١٢٬٠٠٠٫٥`, `12.` while typing), or undefined
 * when the text is no number (letters, two points, an exponent, hex).
 */
export const parseDecimal = (typed: string): number | undefined => {
  const plain = toLatinDigits(typed).replace(ARABIC_DECIMAL, '.').replace(GROUPING, '');
  return DECIMAL.test(plain) ? Number(plain) : undefined;
};

/**
 * The preprocess of every number field: a JSON number stays, typed text becomes its number, blank
 * becomes undefined (the field's own message says "required"), other text is `validation.number`.
 */
export const numberInput = (value: unknown, context: z.RefinementCtx): unknown => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  const number = parseDecimal(value);
  if (number === undefined) context.addIssue({ code: 'custom', message: 'validation.number', input: value });
  return number ?? value;
};

const CANONICAL_ID = /^[1-9]\d*$/;

/**
 * A record id in a path or query string: only a canonical decimal (`16`, or `١٦`) is one; `0x10`,
 * `1e1`, ` 1`, `+1`, `01` and `1.0` are not, so a mistyped address never reaches another record.
 */
export const parseCanonicalId = (value: string): number | undefined => {
  const digits = toLatinDigits(value);
  return CANONICAL_ID.test(digits) ? Number(digits) : undefined;
};

const PHONE_PUNCTUATION = /[\s().-]/g;

/**
 * A Saudi mobile in its stored local form `05XXXXXXXX`: `+966 5…`, `00966 5…` and `966 5…` lose the
 * country code, and spaces, dashes and brackets go. Text that is no such number is returned with
 * its digits made ASCII, for the pattern check to refuse.
 */
export const normalizeSaudiMobile = (typed: string): string => {
  const latin = toLatinDigits(typed).trim();
  const compact = latin.replace(PHONE_PUNCTUATION, '');
  const international = /^(?:\+|00)?966(5\d{8})$/.exec(compact);
  if (international) return `0${international[1]}`;
  return /^05\d{8}$/.test(compact) ? compact : latin;
};
