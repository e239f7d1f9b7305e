import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useFieldError } from './use-field-error';

type FormSelectFieldProps<T extends FieldValues, O> = {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  label: string;
  options: { value: string; label: string }[];
  required?: boolean;
  disabled?: boolean;
  /** Shown under the field while it has no error. */
  hint?: string | undefined;
};

/** A labelled select bound to the form, with its translated error under it. */
export const FormSelectField = <T extends FieldValues, O>(props: FormSelectFieldProps<T, O>) => {
  const { form, name, label, options, required, disabled, hint } = props;
  const error = useFieldError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField
          {...field}
          value={(field.value as string | undefined) ?? ''}
          inputRef={field.ref}
          id={`field-${name}`}
          label={label}
          select
          required={required}
          disabled={disabled}
          error={Boolean(error)}
          helperText={error ?? hint}
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
};
