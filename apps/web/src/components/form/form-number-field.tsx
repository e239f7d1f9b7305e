import TextField from '@mui/material/TextField';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useFieldError } from './use-field-error';

type FormNumberFieldProps<T extends FieldValues, O> = {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  label: string;
  required?: boolean;
  hint?: string;
  disabled?: boolean;
};

/** A whole-number field for a `z.number()` of the contract: blank is null (the schema says "required"). */
export const FormNumberField = <T extends FieldValues, O>(props: FormNumberFieldProps<T, O>) => {
  const { form, name, label, required, hint, disabled } = props;
  const error = useFieldError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField
          name={field.name}
          inputRef={field.ref}
          value={field.value === null || field.value === undefined ? '' : String(field.value)}
          onChange={(event) => {
            const text = event.target.value.trim();
            field.onChange(text === '' ? null : Number(text));
          }}
          onBlur={field.onBlur}
          id={`field-${name}`}
          label={label}
          type="number"
          required={required}
          disabled={disabled}
          error={Boolean(error)}
          helperText={error ?? hint}
          fullWidth
          slotProps={{
            htmlInput: { dir: 'ltr', inputMode: 'numeric', step: 1 },
            inputLabel: { shrink: true },
          }}
        />
      )}
    />
  );
};
