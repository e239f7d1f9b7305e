import TextField from '@mui/material/TextField';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useFieldError } from './use-field-error';

type FormTextFieldProps<T extends FieldValues, O> = {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  label: string;
  required?: boolean;
  hint?: string;
  /** Direction of the value: `rtl` for Arabic text, `ltr` for codes and numbers, `auto` otherwise. */
  dir?: 'ltr' | 'rtl' | 'auto';
  disabled?: boolean;
};

/** A labelled text field bound to the form, with its translated error under it. */
export const FormTextField = <T extends FieldValues, O>(props: FormTextFieldProps<T, O>) => {
  const { form, name, label, required, hint, dir = 'auto', disabled } = props;
  const { ref, ...registered } = form.register(name);
  const error = useFieldError(form, name);
  return (
    <TextField
      {...registered}
      inputRef={ref}
      id={`field-${name}`}
      label={label}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? hint}
      fullWidth
      slotProps={{ htmlInput: { dir }, inputLabel: { shrink: true } }}
    />
  );
};
