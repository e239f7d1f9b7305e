/** Text as an Arabic keyboard types it: every digit Arabic-Indic (`2027` is `٢٠٢٧`). */
export const inArabicDigits = (text: string): string =>
  text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

/** The digits a person types numbers, ids and dates in. */
export type Digits = 'latin' | 'arabic';

/** What a person typing in `digits` types for a text or a number. */
export const typedIn =
  (digits: Digits) =>
  (value: string | number): string =>
    digits === 'arabic' ? inArabicDigits(String(value)) : String(value);
