import type { Page } from '@playwright/test';
import { expect, test, type OpenPage } from './contexts';
import { travelBookingOfferVisible } from '@portal/contracts/post-login';
import {
  expectNoAxeViolations,
  localeText,
  settlePostLogin,
  signIn,
  storedCredentials,
  useArabic,
  waitForLanding,
} from './support';
import { createSubUser, signInFirstTime } from './fresh-user';
import { waitUntilSettled } from './sweep-support';

test.describe.configure({ mode: 'parallel' });
// The modals with their transitions: the rest of the suite asks for reduced motion (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

const en = (key: string) => localeText('en-US', key);
const ar = (key: string) => localeText('ar-SA', key);
const modal = (page: Page, testId: string) => page.getByTestId(testId).getByRole('dialog');

/** The partnership check answers 409 for this page (the partnership module seeds no pending update). */
const pendingContractUpdate = (page: Page) =>
  page.route('**/api/partnership/contracts/check', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'A partnership contract update is waiting for confirmation' }),
    }),
  );

/** The company's super user registered for travel booking, as a sub-user's offer needs (spec 4). */
const companyRegistered = async (newPage: OpenPage) => {
  const page = await newPage();
  await signIn(page, 'company');
  await waitForLanding(page);
  if (!(await storedCredentials(page)).establishment.almatarRegistered) {
    const offer = modal(page, 'booking-modal');
    await offer.getByRole('button', { name: en('postLogin.bookingRegister') }).click();
    await expect(offer).toBeHidden();
  }
  expect((await storedCredentials(page)).establishment.almatarRegistered).toBe(true);
  // Done with the company: closed now, not when the test ends.
  await page.context().close();
};

test('travel booking: shown once, static, registering updates the credentials and it does not come back', async ({
  page,
  newPage,
}) => {
  test.setTimeout(240_000);
  // A new sub-user of the company: offered the registration whatever earlier attempts registered.
  await companyRegistered(newPage);
  await signInFirstTime(page, await createSubUser(newPage, 'company'));
  await page.getByLabel(en('terms.agree')).check();
  await page.getByRole('button', { name: en('terms.accept') }).click();
  const before = await storedCredentials(page);
  expect(before.establishment.almatarRegistered).toBe(false);
  const booking = modal(page, 'booking-modal');
  await expect(booking).toBeVisible();
  await expect(booking).toHaveAccessibleName(en('postLogin.bookingTitle'));
  await expect(booking.getByRole('button', { name: en('postLogin.bookingRegister') })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await page.mouse.click(8, 400);
  await expect(booking).toBeVisible();
  // Focus stays inside the modal.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await booking.evaluate((node) => node.contains(document.activeElement))).toBe(true);

  const registration = page.waitForResponse((r) => r.url().endsWith('/api/booking/almatar/add/sub-user'));
  await booking.getByRole('button', { name: en('postLogin.bookingRegister') }).click();
  expect((await registration).status()).toBe(200);
  await expect(booking).toBeHidden();
  await expect(page.getByText(en('postLogin.bookingRegistered'))).toBeVisible();
  const after = await storedCredentials(page);
  expect(after.establishment.almatarRegistered).toBe(true);
  expect(after.organization.almatarRegistered).toBe(true);

  await page.reload();
  await waitUntilSettled(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Arabic: the booking offer and the contract-update modal, in order, accessible, each once', async ({
  page,
}) => {
  await pendingContractUpdate(page);
  await useArabic(page);
  await signIn(page, 'agency-id', { language: 'ar-SA' });
  await waitForLanding(page);
  // No test registers agency-id ("Not now" keeps the offer for the next session).
  const credentials = await storedCredentials(page);
  expect(credentials.establishment.almatarRegistered).toBe(false);
  const booking = modal(page, 'booking-modal');
  await expect(booking).toBeVisible();
  await expect(booking).toHaveAccessibleName(ar('postLogin.bookingTitle'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(booking).toBeVisible();
  await booking.getByRole('button', { name: ar('postLogin.bookingNotNow') }).click();
  const contract = modal(page, 'contract-update-modal');
  await expect(contract).toBeVisible();
  await expect(contract).toHaveAccessibleName(ar('postLogin.contractTitle'));
  await expectNoAxeViolations(page);
  await contract.getByRole('button', { name: ar('postLogin.contractOpen') }).click();
  await expect(page).toHaveURL(/\/partnership-contracts$/);
  await expect(page.locator('main h1')).toHaveText(ar('routes.partnershipContracts.title'));

  await page.reload();
  await waitUntilSettled(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('office: the contract-update modal in English links to the partnership contracts', async ({ page }) => {
  await pendingContractUpdate(page);
  await signIn(page, 'office');
  await waitForLanding(page);
  await settlePostLogin(page);
  const contract = modal(page, 'contract-update-modal');
  await expect(contract).toBeVisible();
  await expect(contract).toContainText(en('postLogin.contractBody'));
  await expectNoAxeViolations(page);
  await contract.getByRole('button', { name: en('postLogin.contractOpen') }).click();
  await expect(page).toHaveURL(/\/partnership-contracts$/);
});

test('expiring sees the expiry warning with the days left and a link to the licence update', async ({
  page,
}) => {
  await signIn(page, 'expiring');
  await waitForLanding(page);
  const warning = modal(page, 'licence-modal-warning');
  await expect(warning).toBeVisible();
  await expect(warning).toHaveAccessibleName(en('postLogin.licenceWarningTitle'));
  await expect(warning).toContainText(/Days remaining: (29|30|31)\b/);
  await expectNoAxeViolations(page);
  await warning.getByRole('button', { name: en('postLogin.updateLicence') }).click();
  await expect(page).toHaveURL(/\/license-update$/);
  await expect(page.locator('main h1')).toHaveText(en('routes.licenseUpdate.title'));
});

test('expired sees the expired modal (read only) in English and Arabic', async ({ page }) => {
  await signIn(page, 'expired');
  await waitForLanding(page);
  const expired = modal(page, 'licence-modal-expired');
  await expect(expired).toBeVisible();
  await expect(expired).toHaveAccessibleName(en('postLogin.licenceExpiredTitle'));
  await expect(expired).toContainText('can only read');
  await expectNoAxeViolations(page);
  await expired.getByRole('button', { name: en('common.close') }).click();
  await expect(expired).toBeHidden();
  await settlePostLoginAfterLicence(page);

  // Next visit in Arabic: the modal is shown again (every visit) and translated.
  await page.evaluate(() => localStorage.setItem('language', 'ar-SA'));
  await page.reload();
  await expect(expired).toBeVisible();
  await expect(expired).toHaveAccessibleName(ar('postLogin.licenceExpiredTitle'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-SA');
  await expectNoAxeViolations(page);
  await expired.getByRole('button', { name: ar('postLogin.updateLicence') }).click();
  await expect(page).toHaveURL(/\/license-update$/);
});

/** After the licence modal: the booking offer, when the contracts say this person gets it. */
const settlePostLoginAfterLicence = async (page: Page) => {
  const booking = modal(page, 'booking-modal');
  if (travelBookingOfferVisible(await storedCredentials(page), [])) {
    await expect(booking).toBeVisible();
    await booking.getByRole('button').first().click();
  }
  await expect(booking).toBeHidden();
};
