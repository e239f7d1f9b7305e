import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export type FilterOption = { value: string; label: string };

export type FilterField =
  | { kind: 'text'; name: string; label: string }
  | { kind: 'select'; name: string; label: string; options: FilterOption[] };

type FilterBarProps = {
  fields: FilterField[];
  /** The applied filters (from the URL). */
  values: Partial<Record<string, string>>;
  onApply: (values: Record<string, string>) => void;
  onClear: () => void;
};

const FilterForm = ({ fields, values, onApply, onClear }: FilterBarProps) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, values[field.name] ?? ''])),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const hasFilters = Object.values(values).some(Boolean);
  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
    >
      {fields.map((field) =>
        field.kind === 'text' ? (
          <TextField
            key={field.name}
            id={`filter-${field.name}`}
            name={field.name}
            label={field.label}
            size="small"
            value={draft[field.name] ?? ''}
            onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
            slotProps={{ htmlInput: { dir: 'auto' } }}
          />
        ) : (
          <TextField
            key={field.name}
            id={`filter-${field.name}`}
            name={field.name}
            label={field.label}
            size="small"
            select
            sx={{ minWidth: 160 }}
            value={draft[field.name] ?? ''}
            // A choice applies at once, with the text typed so far.
            onChange={(event) => {
              const next = { ...draft, [field.name]: event.target.value };
              setDraft(next);
              onApply(next);
            }}
          >
            <MenuItem value="">{t('filters.all')}</MenuItem>
            {field.options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        ),
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained">
          {t('filters.search')}
        </Button>
        {hasFilters ? (
          <Button type="button" onClick={onClear}>
            {t('filters.clear')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
};

/**
 * The filters above a list: text fields apply on Enter or Search, selects at once. The applied
 * values come from the URL, so back/forward and reload show what the list is filtered by.
 */
export const FilterBar = (props: FilterBarProps) => (
  // A new URL (back, clear, shared link) starts the form afresh from the applied values.
  <FilterForm key={JSON.stringify(props.values)} {...props} />
);
