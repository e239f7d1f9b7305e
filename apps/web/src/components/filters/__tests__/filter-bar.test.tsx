import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../../test/i18n';
import { FilterBar } from '../filter-bar';

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
  render(<FilterBar fields={fields} values={values} onApply={onApply} onClear={vi.fn()} />);
  return { onApply, bar: screen.getByRole('search') };
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
});
