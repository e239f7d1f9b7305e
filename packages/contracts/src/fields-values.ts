// The field rules' constants and pure checks, apart from the zod schemas that use them (fields.ts and
// digit-fields.ts re-export them): a page that checks a value by hand with the same rules loads no zod
// (decision 0064).

import { parseDecimal } from './digits';

/** The largest value of a PostgreSQL `integer` column: every record id and counter of the portal. */
export const INT4_MAX = 2_147_483_647;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** PostgreSQL stores neither NUL in text nor a lone UTF-16 surrogate in jsonb (the history rows). */
export const isStorableText = (value: string): boolean =>
  !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/** Saudi mobile numbers as stored: 05 and eight digits. */
export const SAUDI_MOBILE_PATTERN = /^05\d{8}$/;

/** Whether an amount has at most two decimals (halalas). */
export const hasCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

// The field factories' rules (fields.ts, digit-fields.ts) as plain checks, for a page that checks a
// whole body by hand on its first render (the wizards' last steps, decision 0064). Each gives the value
// as the schema outputs it, or null where the schema refuses it. The pages' tests run drafts through
// both and hold them to the same answers; the API still parses every body with the schemas.

export type Bounds = { min: number; max: number };

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `text(max)`: storable, trimmed, at most `max` characters; null when refused. */
export const textValue = (value: unknown, max: number): string | null => {
  if (typeof value !== 'string' || !isStorableText(value)) return null;
  const trimmed = value.trim();
  return trimmed.length <= max ? trimmed : null;
};

/** `requiredText(max)`: storable, trimmed, 1 to `max` characters. */
export const requiredTextValue = (value: unknown, max: number): string | null => {
  const text = textValue(value, max);
  return text ? text : null;
};

/** `id()`: a whole number from 1 to the `integer` column's maximum. */
export const isId = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= INT4_MAX;

/** `numberInput`, the number fields' preprocess: typed text becomes its number; blank or not a number, null. */
const numberOf = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  return parseDecimal(value) ?? null;
};

/** `money(bounds)`: a finite number within `bounds`, at most two decimals. */
export const moneyValue = (value: unknown, { min, max }: Bounds): number | null => {
  const number = numberOf(value);
  return number !== null && number >= min && number <= max && hasCents(number) ? number : null;
};

/** `wholeNumber(bounds)`: a whole number within `bounds`. */
export const wholeNumberValue = (value: unknown, { min, max }: Bounds): number | null => {
  const number = numberOf(value);
  return number !== null && Number.isSafeInteger(number) && number >= min && number <= max ? number : null;
};

/** Whether a list names a value twice (the schemas' `validation.duplicate…` refinements). */
export const hasTwice = (values: readonly (number | string)[]) => new Set(values).size !== values.length;
