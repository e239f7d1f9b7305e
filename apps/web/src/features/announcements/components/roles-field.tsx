import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { AnnouncementInput } from '@portal/contracts/announcements';
import type { Role } from '@portal/contracts/roles';
import { useFieldError } from '../../../components/form/use-field-error';

type RolesFieldProps = {
  form: UseFormReturn<AnnouncementInput>;
  label: string;
  options: { value: Role; label: string }[];
  disabled?: boolean;
};

/** The audience roles: a group of checkboxes (a multi-select that works with a keyboard and a reader). */
export const RolesField = ({ form, label, options, disabled }: RolesFieldProps) => {
  const error = useFieldError(form, 'audienceRoles');
  return (
    <Controller
      control={form.control}
      name="audienceRoles"
      render={({ field }) => (
        <FormControl component="fieldset" error={Boolean(error)} disabled={disabled}>
          <FormLabel component="legend">{label}</FormLabel>
          <FormGroup
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}
          >
            {options.map((option) => (
              <FormControlLabel
                key={option.value}
                label={option.label}
                control={
                  <Checkbox
                    checked={field.value.includes(option.value)}
                    onBlur={field.onBlur}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...field.value, option.value]
                          : field.value.filter((role) => role !== option.value),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          {error ? <FormHelperText>{error}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
};
