import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as TextFieldModule from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { setupTestI18n } from '../../../test/i18n';
import { FilterBar, type FilterField } from '../filter-bar';

// How often each field's TextField renders, by the field's name.
const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('@mui/material/TextField', async (importOriginal) => {
  const actual = await importOriginal<typeof TextFieldModule>();
  const Real = actual.default;
  const Counted = (props: TextFieldProps) => {
    const name = String(props.name);
    renders.set(name, (renders.get(name) ?? 0) + 1);
    return <Real {...props} />;
  };
  return { ...actual, default: Counted };
});

const fieldsWith = (countries: { value: string; label: string }[]): FilterField[] => [
  { kind: 'text', name: 'q', label: 'Search' },
  { kind: 'select', name: 'countryId', label: 'Country', options: countries },
];

describe('FilterInput (each field renders only when it changes)', () => {
  it('draws only the select again when its options arrive, and only the text field as one types', async () => {
    await setupTestI18n('en-US');
    const onApply = vi.fn();
    const onClear = vi.fn();
    const bar = (fields: FilterField[]) => (
      <FilterBar fields={fields} values={{}} onApply={onApply} onClear={onClear} />
    );
    const { rerender } = render(bar(fieldsWith([])));
    const before = { q: renders.get('q') ?? 0, country: renders.get('countryId') ?? 0 };

    rerender(bar(fieldsWith([{ value: '1', label: 'Philippines' }])));
    expect(screen.getByRole('option', { name: 'Philippines' })).toBeInTheDocument();
    expect(renders.get('q')).toBe(before.q);
    expect(renders.get('countryId')).toBe(before.country + 1);

    await userEvent.type(screen.getByLabelText('Search'), 'Ma');
    expect(screen.getByLabelText('Search')).toHaveValue('Ma');
    expect(renders.get('countryId')).toBe(before.country + 1);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Country/ }), '1');
    expect(onApply).toHaveBeenLastCalledWith({ q: 'Ma', countryId: '1' });
  });
});
