import { expect, type Locator, type Page } from '@playwright/test';
import { toLatinDigits } from '@portal/contracts/digits';

type Scope = Page | Locator;

/** A date field (MUI X picker): a group of year, month and day sections named by its label. */
export const dateField = (scope: Scope, label: string | RegExp): Locator =>
  scope.getByRole('group', { name: label });

/**
 * Types a date as a person does: into the year section, digits only (Latin or, as an Arabic
 * keyboard gives them, Arabic-Indic); the field moves on by itself.
 */
export const typeDate = async (scope: Scope, label: string | RegExp, isoDate: string): Promise<void> => {
  const field = dateField(scope, label);
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(isoDate.replaceAll('-', ''));
  await expect(field.getByRole('spinbutton').first()).toHaveAttribute(
    'aria-valuenow',
    String(Number(toLatinDigits(isoDate).slice(0, 4))),
  );
};

/** Opens the field's calendar and picks a day of the month shown; the calendar closes. */
export const pickDay = async (
  scope: Scope,
  label: string | RegExp,
  openLabel: string | RegExp,
  day: number,
): Promise<Locator> => {
  const field = dateField(scope, label);
  const calendar = field.page().getByRole('dialog').getByRole('grid');
  const daySection = field.getByRole('spinbutton').nth(2);
  // A filter bar rebuilt by a list that was still loading closes a calendar opened meanwhile, and a
  // click while the calendar still opens can close it without a choice (both seen in loaded CI
  // runs): open it again until the field holds the day.
  await expect(async () => {
    if (!(await calendar.isVisible())) await field.getByRole('button', { name: openLabel }).click();
    await calendar.getByRole('gridcell', { name: String(day), exact: true }).click({ timeout: 5_000 });
    await expect(daySection).toHaveAttribute('aria-valuenow', String(day), { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(calendar).toBeHidden();
  return field;
};
