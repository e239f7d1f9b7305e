/** What a date being typed sends: not a date, so the contracts' `YYYY-MM-DD` schemas refuse it. */
export const INCOMPLETE_DATE = 'incomplete';

/** The typed and exchanged formats: the same strings as the API's. */
export const DATE_FORMATS = { day: 'YYYY-MM-DD', month: 'YYYY-MM' } as const;

export type DatePrecision = keyof typeof DATE_FORMATS;

export type DateInputProps = {
  id: string;
  name?: string;
  label: string;
  /** `YYYY-MM-DD` (or `YYYY-MM` for a month), '' when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  precision?: DatePrecision;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
};
