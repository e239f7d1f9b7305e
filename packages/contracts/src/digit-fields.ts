import { z } from 'zod';
import { normalizeSaudiMobile, numberInput, toLatinDigits } from './digits';
import { SAUDI_MOBILE_PATTERN, hasCents, isStorableText } from './fields-values';

export { SAUDI_MOBILE_PATTERN } from './fields-values';

/**
 * The building blocks of every field that takes digits (`./digits.ts`): Arabic-Indic and Extended
 * Arabic-Indic digits are read as ASCII digits, on the form and in the API alike.
 */

/**
 * Text made of digits (national ids, visa numbers, licence numbers): storable, trimmed, digits made
 * ASCII, at most `max` characters; a missing value is "required". Chain `.min(…)`, `.regex(…)`.
 */
export const digitText = (max: number) =>
  z
    .string('validation.required')
    .refine(isStorableText, 'validation.characters')
    .trim()
    .overwrite(toLatinDigits)
    .max(max, 'validation.tooLong');

/** A phone number of any country: `+`, digits, spaces, brackets and dashes, 7 to 20 characters. */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{7,20}$/;

/** A phone number that must be given. */
export const phone = (message = 'validation.phone') =>
  digitText(20).min(1, { message: 'validation.required', abort: true }).regex(PHONE_PATTERN, message);

/** A phone number that may be blank (the default). */
export const phoneOrBlank = (message = 'validation.phone') =>
  digitText(20)
    .refine((value) => value === '' || PHONE_PATTERN.test(value), message)
    .default('');

/** A Saudi mobile: `05…`, `+966 5…` or `00966 5…`, in any digits; stored as `05XXXXXXXX`. */
export const saudiMobile = () =>
  z
    .string('validation.required')
    .trim()
    .overwrite(normalizeSaudiMobile)
    .min(1, { message: 'validation.required', abort: true })
    .regex(SAUDI_MOBILE_PATTERN, 'validation.saudiMobile');

/** A passport number as typed: digits made ASCII and letters upper-cased (`p1234567` is `P1234567`). */
export const passportText = (max: number) => digitText(max).toUpperCase();

/**
 * A number field: a JSON number, or text as typed in any digits (`١٢٠٠٠`, `12,000.50`). Blank is
 * "required" (`schema`'s own message), other text `validation.number`.
 */
export const typedNumber = <T extends z.ZodType<number | null>>(schema: T) =>
  z.preprocess(numberInput, schema);

type Bounds = { min: number; max: number };
type RangeMessages = { min?: string; max?: string };

/** An amount in SAR between `bounds`, at most two decimals (`validation.cents`). */
export const money = (bounds: Bounds, messages: RangeMessages = {}) =>
  typedNumber(
    z
      .number('validation.required')
      .min(bounds.min, messages.min ?? 'validation.amountRange')
      .max(bounds.max, messages.max ?? 'validation.amountRange')
      .refine(hasCents, 'validation.cents'),
  );

/** A whole number between `bounds` (days, months, years, counts). */
export const wholeNumber = (bounds: Bounds, messages: RangeMessages & { whole?: string } = {}) =>
  typedNumber(
    z
      .number('validation.required')
      .int(messages.whole ?? 'validation.wholeNumber')
      .min(bounds.min, messages.min ?? 'validation.numberRange')
      .max(bounds.max, messages.max ?? 'validation.numberRange'),
  );
