import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { DateField } from './date-field';
import type { DatePrecision } from './date-input-props';
import { useFieldError } from './use-field-error';

type FormDateFieldProps<T extends FieldValues, O> = {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  label: string;
  required?: boolean;
  hint?: string;
  disabled?: boolean;
  precision?: DatePrecision;
};

/** A date field bound to the form: its value is the `YYYY-MM-DD` string the contracts validate. */
export const FormDateField = <T extends FieldValues, O>(props: FormDateFieldProps<T, O>) => {
  const { form, name, ...rest } = props;
  const error = useFieldError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DateField
          {...rest}
          id={`field-${name}`}
          name={name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          errorText={error}
          fullWidth
        />
      )}
    />
  );
};
