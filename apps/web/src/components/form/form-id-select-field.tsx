import TextField from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import { ControlledField, nativeSelectLook, type FormFieldProps } from './form-field';
import { nativeSelectOptions } from './select-options';

export type IdOption = { value: number; label: string };

type FormIdSelectFieldProps<T extends FieldValues, O> = FormFieldProps<T, O> & {
  /** Lookup options (e.g. countries' `/options` with `includeId` of the record's value). */
  options: IdOption[];
};

/** A native select of record ids (`z.number()` in the contract): nothing chosen is null. */
export const FormIdSelectField = <T extends FieldValues, O>({
  options,
  ...props
}: FormIdSelectFieldProps<T, O>) => (
  <ControlledField
    {...props}
    render={(field, look) => (
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
        {...nativeSelectLook(look)}
        select
      >
        {nativeSelectOptions(options.map((option) => ({ value: String(option.value), label: option.label })))}
      </TextField>
    )}
  />
);
