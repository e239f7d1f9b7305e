import { expect, type Page } from '@playwright/test';
import type { OpenPage } from './contexts';
import { fillSignInForm, localeText, signInAndSettle, waitForLanding } from './support';

const en = (key: string) => localeText('en-US', key);

export type NewAccount = { username: string; oneTimePassword: string };

let created = 0;

/**
 * A new sub-user of a demo office or company, made through its sub-users dialog: an account that
 * has never signed in, accepted the terms or registered for travel booking, whatever earlier tests
 * (or an earlier attempt of this one) did to the demo accounts.
 */
export const createSubUser = async (newPage: OpenPage, parentAccount: string): Promise<NewAccount> => {
  created += 1;
  const username = `e2e-${Date.now().toString(36)}-${process.pid}-${created}`;
  const page = await newPage();
  await signInAndSettle(page, parentAccount);
  await page.goto('/subusers');
  await page.getByRole('button', { name: en('subusers.add') }).click();
  const dialog = page.getByRole('dialog', { name: en('subusers.add') });
  await dialog.getByLabel(en('subusers.fields.username')).fill(username);
  await dialog.getByLabel(en('subusers.fields.nameAr')).fill('موظف جديد');
  await dialog.getByLabel(en('subusers.fields.nameEn')).fill('New clerk');
  await dialog.getByLabel(en('subusers.fields.email')).fill(`${username}@example.test`);
  await dialog.getByRole('button', { name: en('subusers.create') }).click();
  const password = dialog.getByTestId('one-time-password');
  await expect(password).toHaveText(/^[A-Za-z0-9]{14}$/, { timeout: 30_000 });
  const oneTimePassword = (await password.textContent()) ?? '';
  // Done with the parent's page: closed now, not when the test ends.
  await page.context().close();
  return { username, oneTimePassword };
};

/** The first sign-in of a new account: its one-time password, then a password of its own. */
export const signInFirstTime = async (page: Page, account: NewAccount): Promise<void> => {
  await page.goto('/login');
  await page.getByRole('button', { name: /^sign in$/i, exact: true }).click();
  await fillSignInForm(page, account.username, account.oneTimePassword);
  const own = `Harbour-lantern-${account.username}-Quill`;
  await page.locator('input[name="newPassword"]').fill(own);
  await page.locator('input[name="confirmPassword"]').fill(own);
  await page.locator('form button[type="submit"]').click();
  await waitForLanding(page);
};
