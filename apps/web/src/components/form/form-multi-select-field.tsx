import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import { ControlledField, textFieldLook, type FormFieldProps } from './form-field';
import { checkedSelectOptions } from './checked-select-options';
import type { SelectOption } from './select-options';
import { formatList } from '../../lib/format/intl';
import { toLanguage } from '../../lib/i18n/language';

type FormMultiSelectFieldProps<T extends FieldValues, O> = FormFieldProps<T, O> & {
  options: SelectOption[];
};

/** A select of several values (`z.array(z.enum(…))` in the contract), with its translated error. */
export const FormMultiSelectField = <T extends FieldValues, O>({
  options,
  ...props
}: FormMultiSelectFieldProps<T, O>) => {
  const { i18n } = useTranslation();
  return (
    <ControlledField
      {...props}
      render={(field, look) => {
        const chosen = Array.isArray(field.value) ? (field.value as string[]) : [];
        const { slotProps, ...textField } = textFieldLook(look);
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
            {...textField}
            select
            slotProps={{
              ...slotProps,
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
            {checkedSelectOptions(options, chosen)}
          </TextField>
        );
      }}
    />
  );
};
