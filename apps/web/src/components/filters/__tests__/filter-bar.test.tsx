import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../../test/i18n';
import { FilterBar, sameFilterBarProps } from '../filter-bar';

const fields = [
  { kind: 'text' as const, name: 'q', label: 'Search by name or licence number' },
  {
    kind: 'select' as const,
    name: 'type',
    label: 'Organization type',
    options: [
      { value: 'EPRO', label: 'Foreign recruitment agency' },
      { value: 'PRO_OFFICE', label: 'Recruitment office' },
    ],
  },
];

const renderBar = (values: Record<string, string> = {}) => {
  const onApply = vi.fn();
  const onClear = vi.fn();
  const bar = (applied: Record<string, string>) => (
    <FilterBar fields={fields} values={applied} onApply={onApply} onClear={onClear} />
  );
  const { rerender } = render(bar(values));
  return {
    onApply,
    onClear,
    bar: screen.getByRole('search'),
    /** The address's filters changed (the page renders the new ones). */
    arrive: (applied: Record<string, string>) => rerender(bar(applied)),
  };
};

describe('FilterBar', () => {
  afterEach(() => void setupTestI18n('en-US'));

  it.each(['en-US', 'ar-SA'] as const)(
    'lays the fields out on an even grid with labels above the border (%s)',
    async (language) => {
      const i18n = await setupTestI18n(language);
      const { bar } = renderBar();
      expect(bar).toHaveStyle({ display: 'grid' });
      // A label inside the field runs under the select's arrow; shrunk it sits on the border.
      for (const label of bar.querySelectorAll('label')) expect(label).toHaveAttribute('data-shrink', 'true');
      for (const root of bar.querySelectorAll('.MuiFormControl-root'))
        expect(root).toHaveClass('MuiFormControl-fullWidth');
      // Nothing chosen reads "All" instead of an empty box.
      const select = within(bar).getByRole('combobox', { name: /Organization type/ });
      expect(select).toHaveDisplayValue(i18n.t('filters.all'));
    },
  );

  it('applies a choice at once and the text on Search', async () => {
    await setupTestI18n('en-US');
    const { onApply, bar } = renderBar();
    await userEvent.type(within(bar).getByLabelText('Search by name or licence number'), 'Manila');
    await userEvent.selectOptions(
      within(bar).getByRole('combobox', { name: /Organization type/ }),
      'Recruitment office',
    );
    expect(onApply).toHaveBeenLastCalledWith({ q: 'Manila', type: 'PRO_OFFICE' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Search' }));
    expect(onApply).toHaveBeenCalledTimes(2);
  });

  it('keeps what is typed after a Search when the filters it applied arrive', async () => {
    await setupTestI18n('en-US');
    const { onApply, bar, arrive } = renderBar();
    const name = within(bar).getByLabelText('Search by name or licence number');
    await userEvent.type(name, 'Manila');
    await userEvent.click(within(bar).getByRole('button', { name: 'Search' }));
    expect(onApply).toHaveBeenLastCalledWith({ q: 'Manila', type: '' });
    // The address already holds the Search; the list has not rendered it yet.
    await userEvent.type(name, ' Bay');
    arrive({ q: 'Manila' });
    expect(name).toHaveValue('Manila Bay');
    expect(within(bar).getByRole('button', { name: 'Clear filters' })).toBeVisible();
  });

  it('starts afresh from filters it did not send (back, a shared link)', async () => {
    await setupTestI18n('en-US');
    const { bar, arrive } = renderBar({ q: 'Manila' });
    const name = within(bar).getByLabelText('Search by name or licence number');
    await userEvent.type(name, ' Bay');
    arrive({ type: 'EPRO' });
    expect(name).toHaveValue('');
    expect(within(bar).getByRole('combobox', { name: /Organization type/ })).toHaveValue('EPRO');
  });

  it('empties the fields at Clear, before the cleared address arrives', async () => {
    await setupTestI18n('en-US');
    const { onClear, bar, arrive } = renderBar({ q: 'Manila', type: 'EPRO' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledOnce();
    const name = within(bar).getByLabelText('Search by name or licence number');
    expect(name).toHaveValue('');
    await userEvent.type(name, 'Cebu');
    arrive({});
    expect(name).toHaveValue('Cebu');
    expect(within(bar).getByRole('combobox', { name: /Organization type/ })).toHaveValue('');
  });

  it('keeps the focus on a select whose choice applied', async () => {
    await setupTestI18n('en-US');
    const { bar, arrive } = renderBar();
    const type = within(bar).getByRole('combobox', { name: /Organization type/ });
    await userEvent.selectOptions(type, 'Recruitment office');
    arrive({ type: 'PRO_OFFICE' });
    expect(type).toHaveFocus();
    expect(type).toHaveValue('PRO_OFFICE');
  });
});

describe('sameFilterBarProps (the bar is not drawn again while it would show the same)', () => {
  const props = { fields, values: { q: 'Riyadh' }, onApply: vi.fn(), onClear: vi.fn() };
  const copied = () => structuredClone(fields);

  it('holds for fields made anew with the same content', () => {
    expect(sameFilterBarProps(props, { ...props, fields: copied() })).toBe(true);
  });

  it('fails when a label, an option or the applied values change, or a handler is new', () => {
    const relabelled = copied();
    relabelled[0]!.label = 'ابحث بالاسم';
    const fewerOptions = copied().map((field) =>
      field.kind === 'select' ? { ...field, options: field.options.slice(1) } : field,
    );
    expect(sameFilterBarProps(props, { ...props, fields: relabelled })).toBe(false);
    expect(sameFilterBarProps(props, { ...props, fields: fewerOptions })).toBe(false);
    expect(sameFilterBarProps(props, { ...props, values: { q: 'Riyadh' } })).toBe(false);
    expect(sameFilterBarProps(props, { ...props, onApply: vi.fn() })).toBe(false);
  });
});
