import { z } from 'zod';
import { numberInput, parseCanonicalId, toLatinDigits } from './digits';
import { INT4_MAX, isStorableText } from './fields-values';

export { INT4_MAX, isStorableText } from './fields-values';

/**
 * The building blocks of every request contract: text, ids and dates refuse what PostgreSQL cannot
 * store or compare, so a bad value is a 400 naming its field, never a database error (decision 0019).
 * Messages are catalogue keys (apps/api/src/i18n, web locales).
 */

/** The dates the portal accepts (inclusive); JavaScript and PostgreSQL agree on every day between. */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2999-12-31';

/**
 * A text field: storable characters only (`validation.characters`), trimmed, at most `max`
 * characters. Chain the rest: `.min(1, 'validation.required')`, `.regex(…)`, `.optional()`.
 * `trim: false` keeps surrounding white space (stack traces, proof-of-work payloads).
 */
export const text = (max: number, options: { trim?: boolean } = {}) => {
  const storable = z.string().refine(isStorableText, 'validation.characters');
  return (options.trim === false ? storable : storable.trim()).max(max, 'validation.tooLong');
};

/** A text field that must not be blank. */
export const requiredText = (max: number) => text(max).min(1, 'validation.required');

/** Blank or missing text becomes undefined (optional free-text fields). */
export const optionalText = (max: number) =>
  text(max)
    .optional()
    .transform((value) => value || undefined);

const blankToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * A record id in a JSON body: a whole number from 1 to INT4_MAX. `message` is what a missing or
 * non-positive value says (a form's empty select shows "required").
 */
export const id = (message = 'validation.required') =>
  z.number(message).int('validation.id').positive(message).max(INT4_MAX, 'validation.id');

/** A whole number stored in an `integer` column (labour office ids, sequence numbers). */
export const positiveInt = (message = 'validation.positive') =>
  z.preprocess(
    numberInput,
    z.number('validation.required').int(message).positive(message).max(INT4_MAX, 'validation.tooLarge'),
  );

/**
 * The version of a record an edit was made on (its `rowVersion` as read): the API applies the edit
 * only while the record still has it, else answers 409 and changes nothing (optimistic concurrency).
 */
export const rowVersion = () =>
  z
    .number('validation.rowVersion')
    .int('validation.rowVersion')
    .positive('validation.rowVersion')
    .max(INT4_MAX, 'validation.rowVersion');

/** An update body: the edit's fields and the `rowVersion` they were read on. */
export const versioned = <S extends z.ZodType>(input: S) => input.and(z.object({ rowVersion: rowVersion() }));

/**
 * A record id in a path or query string: a canonical decimal only (`parseCanonicalId`: `0x10`, `1e1`,
 * ` 1` and `01` are refused, Arabic digits read), then checked like `id`.
 */
export const idParam = (message = 'validation.id') =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (parseCanonicalId(value) ?? value) : value),
    z.number(message).int(message).positive(message).max(INT4_MAX, message),
  );

/** An optional record id in a query string; blank means none. */
export const idFilter = () => z.preprocess(blankToUndefined, idParam().optional());

/** `{ id }` of `/api/<things>/:id`. */
export const idParamsSchema = z.object({ id: idParam() });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 and 9999-99-99 are not). */
export const isCalendarDate = (value: string): boolean => {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** A calendar day between MIN_DATE and MAX_DATE. */
export const isPortalDate = (value: string): boolean =>
  isCalendarDate(value) && value >= MIN_DATE && value <= MAX_DATE;

const dateCheck = (message: string, blankAllowed: boolean) => (value: string, context: z.RefinementCtx) => {
  if (blankAllowed && value === '') return;
  if (!isCalendarDate(value)) context.addIssue({ code: 'custom', message });
  else if (!isPortalDate(value)) context.addIssue({ code: 'custom', message: 'validation.dateOutOfRange' });
};

/**
 * A date field, YYYY-MM-DD: `message` for a value that is no calendar day,
 * `validation.dateOutOfRange` for a day outside MIN_DATE…MAX_DATE.
 */
export const isoDate = (message = 'validation.date') =>
  z.string().trim().overwrite(toLatinDigits).superRefine(dateCheck(message, false));

/** An optional date of a form: blank (the default) or a date as `isoDate`. */
export const dateOrBlank = (message = 'validation.date') =>
  z.string().trim().overwrite(toLatinDigits).default('').superRefine(dateCheck(message, true));

/** An optional date in a query string; blank means none. */
export const dateFilter = () => z.preprocess(blankToUndefined, isoDate().optional());
