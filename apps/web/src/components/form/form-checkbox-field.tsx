import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { FieldValues } from 'react-hook-form';
import { ControlledField, type FormFieldProps } from './form-field';

/** A labelled yes/no field (a boolean of the contract) bound to the form, with its error under it. */
export const FormCheckboxField = <T extends FieldValues, O>(
  props: Omit<FormFieldProps<T, O>, 'required'>,
) => (
  <ControlledField
    {...props}
    render={(field, { id, label, disabled, errorText, hint }) => {
      const helper = errorText ?? hint;
      return (
        <FormControl error={Boolean(errorText)} disabled={disabled}>
          <FormControlLabel
            label={label}
            control={
              <Checkbox
                name={field.name}
                checked={field.value === true}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{
                  input: { id, ref: field.ref, ...(helper && { 'aria-describedby': `${id}-helper` }) },
                }}
              />
            }
          />
          {helper ? <FormHelperText id={`${id}-helper`}>{helper}</FormHelperText> : null}
        </FormControl>
      );
    }}
  />
);
