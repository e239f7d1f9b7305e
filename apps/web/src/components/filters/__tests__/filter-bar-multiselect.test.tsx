import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../../test/i18n';
import { FilterBar, multiValues } from '../filter-bar';

const fields = [
  {
    kind: 'multiselect' as const,
    name: 'countryIds',
    label: 'Countries',
    options: [
      { value: '7', label: 'Philippines' },
      { value: '8', label: 'Indonesia' },
      { value: '9', label: 'Kenya' },
    ],
  },
];

describe('FilterBar multiselect', () => {
  beforeAll(() => setupTestI18n('en-US'));

  it('reads the values from one comma-separated value, blanks dropped', () => {
    expect(multiValues(' 7, ,8 ,')).toEqual(['7', '8']);
    expect(multiValues(undefined)).toEqual([]);
  });

  it('shows "All" when none is chosen, the chosen labels otherwise, and applies when the list closes', async () => {
    const onApply = vi.fn();
    const { unmount } = render(<FilterBar fields={fields} values={{}} onApply={onApply} onClear={vi.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Countries' });
    expect(select).toHaveTextContent('All');
    await userEvent.click(select);
    // The list's items load with the select's first render (checked-select-options.tsx).
    await userEvent.click(await within(screen.getByRole('listbox')).findByRole('option', { name: 'Kenya' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Philippines' }));
    expect(within(screen.getByRole('listbox')).getByRole('option', { name: 'Kenya' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(onApply).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onApply).toHaveBeenCalledExactlyOnceWith({ countryIds: '9,7' });
    unmount();

    const again = vi.fn();
    render(<FilterBar fields={fields} values={{ countryIds: '7,8' }} onApply={again} onClear={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Countries' })).toHaveTextContent('Philippines, Indonesia');
    // Opening and closing without a change applies nothing.
    await userEvent.click(screen.getByRole('combobox', { name: 'Countries' }));
    await userEvent.keyboard('{Escape}');
    expect(again).not.toHaveBeenCalled();
  });
});
