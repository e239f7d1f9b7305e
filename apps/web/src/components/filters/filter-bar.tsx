import { memo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DateField } from '../form/date-field';
import { INCOMPLETE_DATE, type DatePrecision } from '../form/date-input-props';
import { checkedSelectOptions } from '../form/checked-select-options';
import { nativeOptions, type SelectOption } from '../form/select-options';
import { useFilterDraft } from './use-filter-draft';

export type FilterOption = SelectOption;

export type FilterField =
  | { kind: 'text'; name: string; label: string }
  /** A day (`YYYY-MM-DD`) or a month (`YYYY-MM`), typed or picked; applied with Search like text. */
  | { kind: 'date'; name: string; label: string; precision?: DatePrecision }
  | { kind: 'select'; name: string; label: string; options: FilterOption[] }
  /** Several values of the options, kept as one comma-separated value (`countryIds=1,2`); applied when its list closes. */
  | { kind: 'multiselect'; name: string; label: string; options: FilterOption[] };

/** The values of a multiselect filter (comma separated, blanks dropped). */
export const multiValues = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * Equal columns of at least 14rem that fill the row and wrap whole (one column on a phone), the
 * buttons in the next cell: no ragged wrapping, in either direction.
 */
const FILTER_GRID_SX = {
  mb: 2,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  alignItems: 'start',
} as const;

type FilterBarProps = {
  fields: FilterField[];
  /** The applied filters (from the URL). */
  values: Partial<Record<string, string>>;
  onApply: (values: Record<string, string>) => void;
  onClear: () => void;
};

const FilterForm = ({ fields, values, onApply, onClear }: FilterBarProps) => {
  const { t } = useTranslation();
  const { draft, edit, send } = useFilterDraft(
    fields.map((field) => field.name),
    values,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(send());
  };
  const clear = () => {
    send(Object.fromEntries(fields.map((field) => [field.name, ''])));
    onClear();
  };
  const hasFilters = Object.values(values).some(Boolean);
  return (
    <Box component="form" role="search" aria-label={t('filters.label')} onSubmit={submit} sx={FILTER_GRID_SX}>
      {fields.map((field) => {
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
              key={field.name}
              {...shared}
              precision={field.precision}
              value={draft[field.name] ?? ''}
              // A date still being typed filters nothing.
              onChange={(value) => edit(field.name, value === INCOMPLETE_DATE ? '' : value)}
            />
          );
        if (field.kind === 'text')
          return (
            <TextField
              key={field.name}
              {...shared}
              value={draft[field.name] ?? ''}
              onChange={(event) => edit(field.name, event.target.value)}
              slotProps={{ htmlInput: { dir: 'auto' }, inputLabel: { shrink: true } }}
            />
          );
        if (field.kind === 'multiselect')
          return (
            <TextField
              key={field.name}
              {...shared}
              select
              slotProps={{
                inputLabel: { shrink: true },
                select: {
                  multiple: true,
                  displayEmpty: true,
                  // The choices apply when the list closes (with the text typed so far), not one by one.
                  onClose: () => {
                    if ((draft[field.name] ?? '') !== (values[field.name] ?? '')) onApply(send());
                  },
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
              value={multiValues(draft[field.name])}
              onChange={(event) => {
                const chosen = event.target.value as unknown as string[] | string;
                const value = (Array.isArray(chosen) ? chosen : chosen.split(',')).join(',');
                edit(field.name, value);
              }}
            >
              {checkedSelectOptions(field.options, multiValues(draft[field.name]))}
            </TextField>
          );
        return (
          <TextField
            key={field.name}
            {...shared}
            select
            // A native select (decision 0064, 2026-11-29): the browser's list instead of MUI's menu. The
            // label stays above the border and "All" shows when nothing is chosen, so a long label
            // neither runs under the arrow nor gets cut.
            slotProps={{ inputLabel: { shrink: true }, select: { native: true } }}
            value={draft[field.name] ?? ''}
            // A choice applies at once, with the text typed so far.
            onChange={(event) => onApply(send({ [field.name]: event.target.value }))}
          >
            <option value="">{t('filters.all')}</option>
            {nativeOptions(field.options)}
          </TextField>
        );
      })}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 40 }}>
        <Button type="submit" variant="contained">
          {t('filters.search')}
        </Button>
        {hasFilters ? (
          <Button type="button" onClick={clear}>
            {t('filters.clear')}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
};

/**
 * Whether the bar would draw the same: the same applied values and handlers, and fields alike in
 * kind, name, label and options (pages make their fields anew on each render).
 */
export const sameFilterBarProps = (before: FilterBarProps, after: FilterBarProps): boolean =>
  before.values === after.values &&
  before.onApply === after.onApply &&
  before.onClear === after.onClear &&
  (before.fields === after.fields || JSON.stringify(before.fields) === JSON.stringify(after.fields));

/**
 * The filters above a list: text fields apply on Enter or Search, selects at once. The applied
 * values come from the URL, so back/forward and reload show what the list is filtered by. Memoised
 * on what it shows: a list page renders again as its query, its cursor and the session settle, and
 * its fields were drawn again each time (`npm run lighthouse:renders`).
 */
export const FilterBar = memo(FilterForm, sameFilterBarProps);
