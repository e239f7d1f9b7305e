import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Picks `options` in the select labelled `label`; a multiple select is closed afterwards. */
export const chooseOptions = async (label: RegExp, ...options: string[]) => {
  await userEvent.click(await screen.findByRole('combobox', { name: label }, { timeout: 15_000 }));
  const listbox = screen.getByRole('listbox');
  for (const option of options) await userEvent.click(within(listbox).getByRole('option', { name: option }));
  if (options.length > 1) await userEvent.keyboard('{Escape}');
};
