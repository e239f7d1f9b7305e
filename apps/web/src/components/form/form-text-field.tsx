import TextField from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import type { FormFieldProps } from './form-field';
import { useFieldError } from './use-field-error';

type FormTextFieldProps<T extends FieldValues, O> = FormFieldProps<T, O> & {
  /** Direction of the value: `rtl` for Arabic text, `ltr` for codes and numbers, `auto` otherwise. */
  dir?: 'ltr' | 'rtl' | 'auto';
  /**
   * `email` for e-mail addresses (with `autoComplete`), `tel` for phone numbers, `datetime-local`
   * for a moment typed as `YYYY-MM-DDTHH:mm` (an incident's start and end).
   */
  type?: 'text' | 'email' | 'tel' | 'datetime-local';
  /** The browser's autofill hint: `email` for the person's own address, `off` for someone else's. */
  autoComplete?: string;
  /** The input's id when `field-<name>` is not unique on the page (several forms with the same field names). */
  id?: string;
};

/** A labelled text field bound to the form, with its translated error under it. */
export const FormTextField = <T extends FieldValues, O>(props: FormTextFieldProps<T, O>) => {
  const {
    form,
    name,
    label,
    required,
    hint,
    dir = 'auto',
    disabled,
    type = 'text',
    autoComplete,
    id,
  } = props;
  const { ref, ...registered } = form.register(name);
  const error = useFieldError(form, name);
  return (
    <TextField
      {...registered}
      inputRef={ref}
      id={id ?? `field-${name}`}
      label={label}
      type={type}
      autoComplete={autoComplete}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? hint}
      fullWidth
      slotProps={{ htmlInput: { dir }, inputLabel: { shrink: true } }}
    />
  );
};
