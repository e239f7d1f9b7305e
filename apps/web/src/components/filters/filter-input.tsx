import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import { DateField } from '../form/date-field';
import { INCOMPLETE_DATE } from '../form/date-input-props';
import { checkedSelectOptions } from '../form/checked-select-options';
import { nativeOptions } from '../form/select-options';
import type { FilterField } from './filter-bar';
import { multiValues } from './filter-values';

/** What a field does with the bar's draft; made once per bar, so a field renders only when it changes. */
export type FilterHandlers = {
  /** A new value for a field, not applied yet. */
  edit: (name: string, value: string) => void;
  /** The draft, with these changes, applied. */
  apply: (changes?: Record<string, string>) => void;
  /** A multiselect's list closed: its choices apply if they differ from the applied ones. */
  closeList: (name: string) => void;
};

type FilterInputProps = { field: FilterField; value: string; handlers: FilterHandlers };

const FilterFieldInput = ({ field, value, handlers }: FilterInputProps) => {
  const { t } = useTranslation();
  const shared = {
    id: `filter-${field.name}`,
    name: field.name,
    label: field.label,
    size: 'small',
    fullWidth: true,
  } as const;
  if (field.kind === 'date')
    return (
      <DateField
        {...shared}
        precision={field.precision}
        value={value}
        // A date still being typed filters nothing.
        onChange={(date) => handlers.edit(field.name, date === INCOMPLETE_DATE ? '' : date)}
      />
    );
  if (field.kind === 'text')
    return (
      <TextField
        {...shared}
        value={value}
        onChange={(event) => handlers.edit(field.name, event.target.value)}
        slotProps={{ htmlInput: { dir: 'auto' }, inputLabel: { shrink: true } }}
      />
    );
  if (field.kind === 'multiselect')
    return (
      <TextField
        {...shared}
        select
        slotProps={{
          inputLabel: { shrink: true },
          select: {
            multiple: true,
            displayEmpty: true,
            // The choices apply when the list closes (with the text typed so far), not one by one.
            onClose: () => handlers.closeList(field.name),
            renderValue: (selected) => {
              const chosen = selected as string[];
              if (chosen.length === 0) return t('filters.all');
              return field.options
                .filter((option) => chosen.includes(option.value))
                .map((option) => option.label)
                .join(', ');
            },
          },
        }}
        value={multiValues(value)}
        onChange={(event) => {
          const chosen = event.target.value as unknown as string[] | string;
          handlers.edit(field.name, (Array.isArray(chosen) ? chosen : chosen.split(',')).join(','));
        }}
      >
        {checkedSelectOptions(field.options, multiValues(value))}
      </TextField>
    );
  return (
    <TextField
      {...shared}
      select
      // A native select (decision 0064, 2026-11-29): the browser's list instead of MUI's menu. The
      // label stays above the border and "All" shows when nothing is chosen, so a long label
      // neither runs under the arrow nor gets cut.
      slotProps={{ inputLabel: { shrink: true }, select: { native: true } }}
      value={value}
      // A choice applies at once, with the text typed so far.
      onChange={(event) => handlers.apply({ [field.name]: event.target.value })}
    >
      <option value="">{t('filters.all')}</option>
      {nativeOptions(field.options)}
    </TextField>
  );
};

/** Whether a field would draw the same: its value, its handlers, and a field alike in kind, name, label and options. */
export const sameFilterInputProps = (before: FilterInputProps, after: FilterInputProps): boolean =>
  before.value === after.value &&
  before.handlers === after.handlers &&
  (before.field === after.field || JSON.stringify(before.field) === JSON.stringify(after.field));

/**
 * One filter field. Memoised: a page makes its fields anew on each render, and when one field's
 * options arrive (the countries) or one value is typed, only that field renders again, not the bar.
 */
export const FilterInput = memo(FilterFieldInput, sameFilterInputProps);
