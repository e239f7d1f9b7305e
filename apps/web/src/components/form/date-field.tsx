import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import { formatDate, formatHijriDate } from '../../lib/format/intl';
import { toLanguage } from '../../lib/i18n/language';
import { DATE_FORMATS, type DateInputProps } from './date-input-props';

const DatePickerInput = lazy(() =>
  import('./date-picker-input').then((module) => ({ default: module.DatePickerInput })),
);

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

type DateFieldProps = Omit<DateInputProps, 'helperText'> & {
  /** What the field expects (shown while it holds no date). */
  hint?: string;
  /** A translated error, shown instead of the hint. */
  errorText?: string;
};

/**
 * A date (or month) field: typing in the shown format or picking from the calendar, in the person's
 * language (Arabic: right to left, week from Sunday). A chosen day is spelled out under the field
 * with its Umm al-Qura (Hijri) date. The picker loads with the first date field.
 */
export const DateField = ({ hint, errorText, ...props }: DateFieldProps) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const chosen = ISO_DAY.test(props.value)
    ? t('datePicker.chosen', {
        gregorian: formatDate(props.value, language, { dateStyle: 'long' }),
        hijri: formatHijriDate(props.value, language, { dateStyle: 'long' }),
      })
    : undefined;
  const helperText = errorText ?? chosen ?? hint;
  const format = DATE_FORMATS[props.precision ?? 'day'];
  return (
    <Suspense
      fallback={
        // Same label and size while the picker loads, so the form does not jump.
        <TextField
          id={props.id}
          label={props.label}
          size={props.size}
          fullWidth={props.fullWidth}
          required={props.required}
          value={props.value}
          placeholder={format}
          helperText={helperText}
          slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' }, inputLabel: { shrink: true } }}
        />
      }
    >
      <DatePickerInput {...props} error={Boolean(errorText) || props.error} helperText={helperText} />
    </Suspense>
  );
};
