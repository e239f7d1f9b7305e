import { expect, type Locator, type Page } from '@playwright/test';

/** An option by its text, or the first option that can be chosen. */
export type OptionChoice = string | RegExp | { first: true };

const isNative = (select: Locator) => select.evaluate((element) => element instanceof HTMLSelectElement);

/**
 * Chooses an option of a select: a native select (the filter bars' and the forms' selects, decision 0064)
 * by the option's text, as a keyboard or a screen reader would; an MUI select (a combobox opening a
 * listbox: a dialog's reason) from its list, which then closes. A string is the option's whole text.
 */
export const chooseOption = async (page: Page, select: Locator, option: OptionChoice) => {
  if (await isNative(select)) {
    const options = select.locator('option:not([disabled])');
    const target =
      typeof option === 'object' && 'first' in option
        ? select.locator('option:not([disabled]):not([value=""])').first()
        : options.filter({ hasText: typeof option === 'string' ? exactly(option) : option }).first();
    const value = await target.getAttribute('value');
    await select.selectOption(value ?? '');
    return;
  }
  await select.click();
  const listbox = page.getByRole('listbox');
  const item =
    typeof option === 'object' && 'first' in option
      ? listbox.getByRole('option').first()
      : listbox.getByRole('option', { name: option, exact: typeof option === 'string' }).first();
  await item.click();
  await expect(listbox).toBeHidden();
};

/** The options a select offers (a native select's, or an MUI select's list opened and closed again). */
export const optionTexts = async (page: Page, select: Locator): Promise<string[]> => {
  if (await isNative(select))
    return (await select.locator('option:not([disabled])').allTextContents()).map((text) => text.trim());
  await select.click();
  const texts = await page.getByRole('listbox').getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  return texts.map((text) => text.trim());
};

const exactly = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
