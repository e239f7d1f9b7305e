import TextField from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import { ControlledField, nativeSelectLook, type FormFieldProps } from './form-field';
import { nativeSelectOptions, type SelectOption } from './select-options';

type FormSelectFieldProps<T extends FieldValues, O> = FormFieldProps<T, O> & {
  options: SelectOption[];
};

/** A labelled native select bound to the form, with its translated error under it. */
export const FormSelectField = <T extends FieldValues, O>({
  options,
  ...props
}: FormSelectFieldProps<T, O>) => (
  <ControlledField
    {...props}
    render={(field, look) => (
      <TextField
        {...field}
        value={(field.value as string | undefined) ?? ''}
        inputRef={field.ref}
        {...nativeSelectLook(look)}
        select
      >
        {nativeSelectOptions(options)}
      </TextField>
    )}
  />
);
