import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Picks `options` in the select labelled `label`: a native select (decision 0064) by its options, an
 * MUI select from its list, which is closed afterwards when several are picked.
 */
export const chooseOptions = async (label: RegExp, ...options: string[]) => {
  const select = await screen.findByRole('combobox', { name: label }, { timeout: 15_000 });
  if (select instanceof HTMLSelectElement) {
    await userEvent.selectOptions(select, options);
    return;
  }
  await userEvent.click(select);
  const listbox = screen.getByRole('listbox');
  for (const option of options) await userEvent.click(within(listbox).getByRole('option', { name: option }));
  if (options.length > 1) await userEvent.keyboard('{Escape}');
};
