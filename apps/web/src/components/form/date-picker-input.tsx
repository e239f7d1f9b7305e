import { useState, type FormEvent } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { toLatinDigits } from '@portal/contracts/digits';
import { DatePickerProvider } from './date-picker-provider';
import { DATE_FORMATS, INCOMPLETE_DATE, type DateInputProps } from './date-input-props';

const parse = (value: string, format: string): Dayjs | null => (value ? dayjs(value, format, true) : null);

/**
 * An Arabic keyboard types Arabic-Indic digits (٢٠٢٧), which the picker, showing Latin digits
 * (decision 0023), would drop: the typed section's text is made Latin before the picker reads it,
 * as every other field that takes digits reads them (`@portal/contracts/digits`).
 */
const readDigitsAsLatin = (event: FormEvent<HTMLElement>) => {
  const section = event.target as HTMLElement;
  const typed = section.textContent ?? '';
  const latin = toLatinDigits(typed);
  if (latin !== typed) section.textContent = latin;
};

/**
 * MUI X's desktop picker (typing in every width, the calendar in a popper) exchanging plain
 * `YYYY-MM-DD` (or `YYYY-MM`) strings: a date being typed is `INCOMPLETE_DATE`, which the
 * contracts' date schemas refuse. Loaded lazily by `DateField`.
 */
export const DatePickerInput = (props: DateInputProps) => {
  const { value, onChange, precision = 'day', id, name, label, helperText, size, onBlur } = props;
  const format = DATE_FORMATS[precision];
  const [picked, setPicked] = useState<Dayjs | null>(() => parse(value, format));
  const [sent, setSent] = useState(value);
  // A new value from outside (a reset, a cleared filter) replaces what the field shows.
  if (value !== sent) {
    setSent(value);
    setPicked(parse(value, format));
  }
  return (
    <DatePickerProvider>
      <DesktopDatePicker
        label={label}
        value={picked}
        format={format}
        views={precision === 'day' ? ['year', 'month', 'day'] : ['year', 'month']}
        openTo={precision === 'day' ? 'day' : 'month'}
        disabled={props.disabled}
        onChange={(next) => {
          setPicked(next);
          const text = next === null ? '' : next.isValid() ? next.format(format) : INCOMPLETE_DATE;
          setSent(text);
          onChange(text);
        }}
        slotProps={{
          textField: {
            id,
            name,
            required: props.required,
            error: props.error,
            helperText,
            size,
            fullWidth: props.fullWidth,
            onBlur,
            onInputCapture: readDigitsAsLatin,
          },
        }}
      />
    </DatePickerProvider>
  );
};
