import type { FieldValues } from 'react-hook-form';
import { DateField } from './date-field';
import type { DatePrecision } from './date-input-props';
import { ControlledField, type FormFieldProps } from './form-field';

type FormDateFieldProps<T extends FieldValues, O> = FormFieldProps<T, O> & { precision?: DatePrecision };

/** A date field bound to the form: its value is the `YYYY-MM-DD` string the contracts validate. */
export const FormDateField = <T extends FieldValues, O>({
  precision,
  ...props
}: FormDateFieldProps<T, O>) => (
  <ControlledField
    {...props}
    render={(field, look) => (
      <DateField
        {...look}
        precision={precision}
        name={props.name}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
    )}
  />
);
