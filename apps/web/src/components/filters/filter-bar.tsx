import { memo, useLayoutEffect, useMemo, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { DatePrecision } from '../form/date-input-props';
import type { SelectOption } from '../form/select-options';
import { FilterInput, type FilterHandlers } from './filter-input';
import { useFilterDraft } from './use-filter-draft';

export type FilterOption = SelectOption;

export type FilterField =
  | { kind: 'text'; name: string; label: string }
  /** A day (`YYYY-MM-DD`) or a month (`YYYY-MM`), typed or picked; applied with Search like text. */
  | { kind: 'date'; name: string; label: string; precision?: DatePrecision }
  | { kind: 'select'; name: string; label: string; options: FilterOption[] }
  /** Several values of the options, kept as one comma-separated value (`countryIds=1,2`); applied when its list closes. */
  | { kind: 'multiselect'; name: string; label: string; options: FilterOption[] };

export { multiValues } from './filter-values';

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
  // The fields' handlers are made once (each field is memoised on them) and act on what the bar
  // holds when they are called.
  const latest = useRef({ draft, values, edit, send, onApply });
  useLayoutEffect(() => {
    latest.current = { draft, values, edit, send, onApply };
  });
  const handlers = useMemo<FilterHandlers>(
    () => ({
      edit: (name, value) => latest.current.edit(name, value),
      apply: (changes) => latest.current.onApply(latest.current.send(changes)),
      closeList: (name) => {
        const { draft: held, values: applied } = latest.current;
        if ((held[name] ?? '') !== (applied[name] ?? '')) latest.current.onApply(latest.current.send());
      },
    }),
    [],
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
      {fields.map((field) => (
        <FilterInput key={field.name} field={field} value={draft[field.name] ?? ''} handlers={handlers} />
      ))}
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
