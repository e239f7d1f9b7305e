import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useFieldError } from './use-field-error';
import { formatList } from '../../lib/format/intl';
import { toLanguage } from '../../lib/i18n/language';

type FormMultiSelectFieldProps<T extends FieldValues, O> = {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  label: string;
  options: { value: string; label: string }[];
  required?: boolean;
  disabled?: boolean;
  hint?: string;
};

/** A select of several values (`z.array(z.enum(…))` in the contract), with its translated error. */
export const FormMultiSelectField = <T extends FieldValues, O>(props: FormMultiSelectFieldProps<T, O>) => {
  const { form, name, label, options, required, disabled, hint } = props;
  const error = useFieldError(form, name);
  const { i18n } = useTranslation();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const chosen = Array.isArray(field.value) ? (field.value as string[]) : [];
        return (
          <TextField
            name={field.name}
            inputRef={field.ref}
            value={chosen}
            onChange={(event) => {
              const value = event.target.value as unknown as string[] | string;
              // In the options' order, whatever order they were picked in.
              const picked = Array.isArray(value) ? value : value.split(',');
              field.onChange(options.map((option) => option.value).filter((item) => picked.includes(item)));
            }}
            onBlur={field.onBlur}
            id={`field-${name}`}
            label={label}
            select
            required={required}
            disabled={disabled}
            error={Boolean(error)}
            helperText={error ?? hint}
            fullWidth
            slotProps={{
              inputLabel: { shrink: true },
              select: {
                multiple: true,
                renderValue: (selected) =>
                  formatList(
                    options
                      .filter((option) => (selected as string[]).includes(option.value))
                      .map((option) => option.label),
                    toLanguage(i18n.language),
                    'narrow',
                  ),
              },
            }}
          >
            {options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                <Checkbox
                  size="small"
                  checked={chosen.includes(option.value)}
                  tabIndex={-1}
                  disableRipple
                  slotProps={{ input: { 'aria-hidden': true } }}
                  sx={{ p: 0, me: 1 }}
                />
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
};
