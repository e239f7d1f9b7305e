import { parseDecimal } from '@portal/contracts/digits';

/**
 * What a number input gives its form for the typed text (in Latin, Arabic-Indic or Extended
 * Arabic-Indic digits): null when blank, else the number, else the text itself, which the
 * contract's number block refuses with "enter a number" (never an emptied field).
 */
export const numberFieldValue = (typed: string): number | string | null =>
  typed.trim() === '' ? null : (parseDecimal(typed) ?? typed);

/** The text a number input shows for a form value. */
export const numberFieldText = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value);
