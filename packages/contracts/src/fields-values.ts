// The field rules' constants and pure checks, apart from the zod schemas that use them (fields.ts and
// digit-fields.ts re-export them): a page that checks a value by hand with the same rules loads no zod
// (decision 0064).

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
