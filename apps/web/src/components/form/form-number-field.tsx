import { useState, type ComponentProps } from 'react';
import TextField from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import { ControlledField, textFieldLook, type FormFieldProps } from './form-field';
import { numberFieldText, numberFieldValue } from './number-field-value';

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
export const FormNumberField = <T extends FieldValues, O>(props: FormFieldProps<T, O>) => (
  <ControlledField
    {...props}
    render={(field, look) => (
      <NumberTextField
        name={field.name}
        inputRef={field.ref}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        {...textFieldLook(look)}
      />
    )}
  />
);
