import { useState, type ComponentProps } from 'react';
import TextField from '@mui/material/TextField';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useFieldError } from './use-field-error';
import { numberFieldText, numberFieldValue } from './number-field-value';

type FormNumberFieldProps<T extends FieldValues, O> = {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  label: string;
  required?: boolean;
  hint?: string;
  disabled?: boolean;
};

type NumberTextFieldProps = Omit<ComponentProps<typeof TextField>, 'value' | 'onChange'> & {
  value: unknown;
  onChange: (value: number | string | null) => void;
};

/**
 * A text input for a number (`numberFieldValue`): it keeps the text as typed (`١٢٠٠٠`, `12.`) while
 * the form holds its number, and shows the form's value when that changes from outside (a reset).
 */
export const NumberTextField = ({ value, onChange, slotProps, ...props }: NumberTextFieldProps) => {
  const [typed, setTyped] = useState(() => numberFieldText(value));
  const typedValue = numberFieldValue(typed);
  const shown = typedValue === (value ?? null) ? typed : numberFieldText(value);
  return (
    <TextField
      {...props}
      value={shown}
      onChange={(event) => {
        setTyped(event.target.value);
        onChange(numberFieldValue(event.target.value));
      }}
      type="text"
      slotProps={{
        ...slotProps,
        htmlInput: { dir: 'ltr', inputMode: 'decimal', autoComplete: 'off' },
      }}
    />
  );
};

/** A number field for a number block of the contract (`money`, `wholeNumber`): blank is null ("required"). */
export const FormNumberField = <T extends FieldValues, O>(props: FormNumberFieldProps<T, O>) => {
  const { form, name, label, required, hint, disabled } = props;
  const error = useFieldError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberTextField
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          id={`field-${name}`}
          label={label}
          required={required}
          disabled={disabled}
          error={Boolean(error)}
          helperText={error ?? hint}
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    />
  );
};
