import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useFieldError } from './use-field-error';

type FormCheckboxFieldProps<T extends FieldValues, O> = {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  label: string;
  hint?: string;
  disabled?: boolean;
};

/** A labelled yes/no field (a boolean of the contract) bound to the form, with its error under it. */
export const FormCheckboxField = <T extends FieldValues, O>(props: FormCheckboxFieldProps<T, O>) => {
  const { form, name, label, hint, disabled } = props;
  const error = useFieldError(form, name);
  const helper = error ?? hint;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormControl error={Boolean(error)} disabled={disabled}>
          <FormControlLabel
            label={label}
            control={
              <Checkbox
                name={field.name}
                checked={field.value === true}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{
                  input: {
                    id: `field-${name}`,
                    ref: field.ref,
                    ...(helper && { 'aria-describedby': `field-${name}-helper` }),
                  },
                }}
              />
            }
          />
          {helper ? <FormHelperText id={`field-${name}-helper`}>{helper}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
};
