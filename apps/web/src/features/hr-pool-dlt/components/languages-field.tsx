import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useFieldError } from '../../../components/form/use-field-error';

type LanguagesFieldProps<T extends FieldValues, O> = {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  label: string;
  options: { value: string; label: string }[];
  hint?: string;
};

/** The worker's languages: a select of several values, kept in the options' order, with its translated error. */
export const LanguagesField = <T extends FieldValues, O>({
  form,
  name,
  label,
  options,
  hint,
}: LanguagesFieldProps<T, O>) => {
  const error = useFieldError(form, name);
  const { i18n } = useTranslation();
  const separator = i18n.language.startsWith('ar') ? '، ' : ', ';
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
              const picked = Array.isArray(value) ? value : value.split(',');
              field.onChange(options.map((option) => option.value).filter((item) => picked.includes(item)));
            }}
            onBlur={field.onBlur}
            id={`field-${name}`}
            label={label}
            select
            required
            error={Boolean(error)}
            helperText={error ?? hint}
            fullWidth
            slotProps={{
              inputLabel: { shrink: true },
              select: {
                multiple: true,
                renderValue: (selected) =>
                  options
                    .filter((option) => (selected as string[]).includes(option.value))
                    .map((option) => option.label)
                    .join(separator),
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
