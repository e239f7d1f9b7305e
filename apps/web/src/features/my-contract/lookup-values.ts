import { toLatinDigits } from '@portal/contracts/digits';
import { myContractLookupSchema, type MyContractLookup } from '@portal/contracts/my-contract';

/** The form as typed: the birth date in three boxes (day, month, year), the way it is said everywhere. */
export type LookupValues = {
  requestNumber: string;
  passportNumber: string;
  birthDay: string;
  birthMonth: string;
  birthYear: string;
};

export const EMPTY_LOOKUP: LookupValues = {
  requestNumber: '',
  passportNumber: '',
  birthDay: '',
  birthMonth: '',
  birthYear: '',
};

export type LookupField = 'requestNumber' | 'passportNumber' | 'birthDate';

/** Which message of the page's texts (`validation.*`) a field shows. */
export type LookupProblems = Partial<
  Record<LookupField, 'required' | 'requestNumber' | 'passportNumber' | 'birthDate'>
>;

const digitsOf = (typed: string) => toLatinDigits(typed).trim();

/** `5`, `05`, `٥` → `05`; what is no number stays as typed, for the date check to refuse. */
const twoDigits = (typed: string) => {
  const digits = digitsOf(typed);
  return /^\d{1,2}$/.test(digits) ? digits.padStart(2, '0') : digits;
};

/** The birth date as the API takes it (`YYYY-MM-DD`), or '' when no box holds anything. */
export const birthDateOf = (values: LookupValues): string => {
  const parts = [values.birthYear, values.birthMonth, values.birthDay].map(digitsOf);
  if (parts.every((part) => part === '')) return '';
  return `${digitsOf(values.birthYear)}-${twoDigits(values.birthMonth)}-${twoDigits(values.birthDay)}`;
};

const messageOf = (field: LookupField, message: string): NonNullable<LookupProblems[LookupField]> => {
  if (message === 'validation.required') return 'required';
  return field;
};

/**
 * The body the API takes, or the problems to show: the same checks as the API's (the contract's
 * schema), so the form and the server accept and refuse the same text.
 */
export const checkLookup = (
  values: LookupValues,
): { body: MyContractLookup; problems?: undefined } | { body?: undefined; problems: LookupProblems } => {
  const body = {
    requestNumber: values.requestNumber,
    passportNumber: values.passportNumber,
    birthDate: birthDateOf(values),
  };
  const result = myContractLookupSchema.safeParse(body);
  if (result.success) return { body: result.data };
  const problems: LookupProblems = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LookupField;
    problems[field] ??= messageOf(field, issue.message);
  }
  return { problems };
};
