import type { Page } from '@playwright/test';
import { expect, test, type OpenPage } from './contexts';
import {
  expectNoAxeViolations,
  languageSwitch,
  localeText,
  SERVER_WORK,
  settlePostLogin,
  signIn,
  signInAndSettle,
  storedCredentials,
  waitForLanding,
} from './support';
import { createSubUser, signInFirstTime } from './fresh-user';

test.describe.configure({ mode: 'parallel' });

const en = (key: string) => localeText('en-US', key);
const INCOMPLETE_OFFICE = 'Al Rawabi Recruitment Office';
const ar = (key: string) => localeText('ar-SA', key);
const h1 = (page: Page) => page.locator('main h1');
const switchTo = (page: Page, language: 'Arabic' | 'English') =>
  languageSwitch(page, language === 'Arabic' ? 'ar-SA' : 'en-US');

test('a forbidden route goes to /403 and an unknown path to / (axe in English and Arabic)', async ({
  page,
}) => {
  await signInAndSettle(page, 'office-sub');
  await page.goto('/subusers');
  await expect(page).toHaveURL(/\/403$/);
  await expect(h1(page)).toHaveText(en('routes.forbidden.title'));
  await expect(page.getByText(en('forbidden.message'))).toBeVisible();
  await expectNoAxeViolations(page);
  await switchTo(page, 'Arabic').click();
  await expect(h1(page)).toHaveText(ar('routes.forbidden.title'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page);
  await switchTo(page, 'English').click();
  await expect(h1(page)).toHaveText(en('routes.forbidden.title'));

  // An admin-only route typed in the address bar, then an agency-only one.
  await page.goto('/admin/job');
  await expect(page).toHaveURL(/\/403$/);
  await page.goto('/hr-pool/candidates/add');
  await expect(page).toHaveURL(/\/403$/);

  await page.goto('/no-such-page/at-all');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await page.goto('/dashboard/unknown-child');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test('a person new to an establishment goes to the terms page first and, after accepting, inside (axe in both languages)', async ({
  page,
  newPage,
}) => {
  test.setTimeout(180_000);
  // A new sub-user of the office: the terms are unaccepted whatever earlier tests did to `newcomer`.
  await signInFirstTime(page, await createSubUser(newPage, 'office'));
  const before = await storedCredentials(page);
  expect(before.establishment.termsAndConditionsAccepted).toBe(false);
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(h1(page)).toHaveText(en('routes.termsAndConditions.title'));
  await expectNoAxeViolations(page);
  // Any other page sends back to the terms.
  await page
    .getByRole('navigation', { name: 'Portal menu' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await page.goto('/employers');
  await expect(page).toHaveURL(/\/terms-and-conditions$/);

  await switchTo(page, 'Arabic').click();
  await expect(h1(page)).toHaveText(ar('routes.termsAndConditions.title'));
  await expectNoAxeViolations(page);
  await switchTo(page, 'English').click();

  const accept = page.getByRole('button', { name: en('terms.accept') });
  await expect(accept).toBeDisabled();
  await page.getByLabel(en('terms.agree')).check();
  await accept.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await settlePostLogin(page);
  expect((await storedCredentials(page)).establishment.termsAndConditionsAccepted).toBe(true);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
});

/**
 * The admin clears what `incomplete`'s office lacks in the demo data (address, bank, IBAN, city), so
 * the test starts from an incomplete profile even when an earlier attempt completed it.
 */
const clearIncompleteProfile = async (newPage: OpenPage) => {
  const admin = await newPage();
  await signInAndSettle(admin, 'admin');
  await admin.goto(`/organization?name=${encodeURIComponent(INCOMPLETE_OFFICE)}`);
  await admin.getByRole('table').getByRole('link', { name: INCOMPLETE_OFFICE }).click();
  await admin.getByRole('link', { name: en('organizations.edit') }).click();
  for (const name of ['addressEn', 'bankName', 'iban', 'city'])
    await admin.getByLabel(en(`organizations.fields.${name}`), { exact: true }).fill('');
  await admin.getByRole('button', { name: en('form.save') }).click();
  await expect(admin).toHaveURL(/\/organization\/\d+$/, SERVER_WORK);
  // Done with the admin: closed now, not when the test ends.
  await admin.context().close();
};

test('incomplete goes to profile edit, cannot leave it except to licence update or terms, and saving lets it in', async ({
  page,
  newPage,
}) => {
  test.setTimeout(180_000);
  await clearIncompleteProfile(newPage);
  await signIn(page, 'incomplete');
  await waitForLanding(page);
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expect(h1(page)).toHaveText(en('routes.profileEdit.title'));
  await expect(page.getByText(en('profile.incomplete'))).toBeVisible();
  await expectNoAxeViolations(page);

  // The menu and a typed URL both come back to profile edit.
  await page
    .getByRole('navigation', { name: 'Portal menu' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await page.goto('/employment-requests');
  await expect(page).toHaveURL(/\/profile\/edit$/);
  // Licence update and terms stay open.
  await page.goto('/license-update');
  await expect(page).toHaveURL(/\/license-update$/);
  await expect(h1(page)).toHaveText(en('routes.licenseUpdate.title'));
  await page.goto('/terms-and-conditions');
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await page.goto('/profile/edit');

  // Client validation with the server's schema: required fields and the Saudi IBAN checksum.
  const field = (name: string) => page.getByLabel(en(`profile.fields.${name}`), { exact: false });
  await page.getByRole('button', { name: en('profile.save') }).click();
  await expect(page.getByText(en('validation.required')).first()).toBeVisible();
  await field('addressEn').fill('12 King Abdulaziz Road, Riyadh 12211');
  await field('bankName').fill('Riyad Bank');
  await field('iban').fill('SA0380000000608010167518');
  await field('city').fill('Riyadh');
  await page.getByRole('button', { name: en('profile.save') }).click();
  await expect(page.getByText(en('validation.saudiIban'))).toBeVisible();
  await expect(field('iban')).toHaveAttribute('aria-invalid', 'true');

  // The same error in Arabic, and the page passes axe in Arabic.
  await switchTo(page, 'Arabic').click();
  await expect(h1(page)).toHaveText(ar('routes.profileEdit.title'));
  await expect(page.getByText(ar('validation.saudiIban'))).toBeVisible();
  await expectNoAxeViolations(page);
  await switchTo(page, 'English').click();

  await field('iban').fill('SA03 8000 0000 6080 1016 7519');
  await page.getByRole('button', { name: en('profile.save') }).click();
  // The travel-booking offer may already cover the page: the alert is checked by its text.
  await expect(page.getByText(en('profile.saved'))).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const saved = await storedCredentials(page);
  expect(saved.organization.bankAccount.iban).toBe('SA0380000000608010167519');
  expect(saved.organization.city).toBe('Riyadh');
  await settlePostLogin(page);
  await page.goto('/employment-requests');
  await expect(page).not.toHaveURL(/\/profile\/edit$/);
});
