import TextField from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import { ControlledField, textFieldLook, type FormFieldProps } from './form-field';
import { selectOptions, type SelectOption } from './select-options';

type FormSelectFieldProps<T extends FieldValues, O> = FormFieldProps<T, O> & {
  options: SelectOption[];
};

/** A labelled select bound to the form, with its translated error under it. */
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
        {...textFieldLook(look)}
        select
      >
        {selectOptions(options)}
      </TextField>
    )}
  />
);
