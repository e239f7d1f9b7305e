import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useFieldError } from './use-field-error';

export type IdOption = { value: number; label: string };

type FormIdSelectFieldProps<T extends FieldValues, O> = {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  label: string;
  /** Lookup options (e.g. countries' `/options` with `includeId` of the record's value). */
  options: IdOption[];
  required?: boolean;
  disabled?: boolean;
  /** Shown under the field while it has no error. */
  hint?: string | undefined;
};

/** A select of record ids (`z.number()` in the contract): nothing chosen is null. */
export const FormIdSelectField = <T extends FieldValues, O>(props: FormIdSelectFieldProps<T, O>) => {
  const { form, name, label, options, required, disabled, hint } = props;
  const error = useFieldError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField
          name={field.name}
          inputRef={field.ref}
          value={
            typeof field.value === 'number' && options.some((o) => o.value === field.value)
              ? String(field.value)
              : ''
          }
          onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
          onBlur={field.onBlur}
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
            <MenuItem key={option.value} value={String(option.value)}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
};
