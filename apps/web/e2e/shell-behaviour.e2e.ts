import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, localeText, signInAndSettle, storedCredentials } from './support';

test.describe.configure({ mode: 'parallel' });

const en = (key: string) => localeText('en-US', key);
const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Portal menu' }).getByRole('link', { name });

const openFeedback = async (page: Page) => {
  await page.getByRole('button', { name: en('feedback.open') }).click();
  const dialog = page.getByRole('dialog', { name: en('feedback.title') });
  await expect(dialog).toBeVisible();
  return dialog;
};

const fillFeedback = async (page: Page, stars: number, message: string) => {
  const dialog = page.getByRole('dialog', { name: en('feedback.title') });
  // The stars are radios: chosen with the keyboard.
  const star = dialog.getByRole('radio', {
    name: en('feedback.ratingLabel').replace('{{count}}', String(stars)),
  });
  await star.focus();
  await star.press('Space');
  await expect(star).toBeChecked();
  await dialog.getByLabel(en('feedback.message')).fill(message);
  await dialog.getByRole('button', { name: en('feedback.send') }).click();
};

test('leaving a dirty form asks first: staying keeps the edits, discarding leaves; server field errors land on their fields', async ({
  page,
}) => {
  // Other suites may edit this organisation: compare with what this session stored.
  const { organization } = await signInAndSettle(page, 'office');
  await page.goto('/profile/edit');
  await expect(page.locator('main h1')).toHaveText(en('routes.profileEdit.title'));
  await expectNoAxeViolations(page);
  const city = page.getByLabel(en('profile.fields.city'), { exact: false });
  await city.fill('Jeddah');

  await menuLink(page, 'Dashboard').click();
  const confirm = page.getByRole('dialog', { name: en('common.unsavedChangesTitle') });
  await expect(confirm).toContainText('You have unsaved changes! Are you sure you want to discard them?');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: en('common.stay') }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expect(city).toHaveValue('Jeddah');

  // A 400 with field errors from the server shows each message on its field (nothing is saved).
  await page.route('**/api/me/organization', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Invalid data',
        fieldErrors: { city: ['The city is not served yet.'] },
      }),
    }),
  );
  await page.getByRole('button', { name: en('profile.save') }).click();
  await expect(page.getByText('The city is not served yet.')).toBeVisible();
  await expect(city).toHaveAttribute('aria-invalid', 'true');
  await page.unroute('**/api/me/organization');

  await menuLink(page, 'Dashboard').click();
  await confirm.getByRole('button', { name: en('common.discard') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const stored = await storedCredentials(page);
  expect(stored.organization.city).toBe(organization.city);
});

test('the feedback widget loads its dialog on demand, validates and submits', async ({ page }) => {
  await signInAndSettle(page, 'fmol-ph');
  // A page's chunks are named by their hash alone (decision 0064): any script asked for on opening.
  const dialogChunk = page.waitForRequest(/\/assets\/.*\.js$/);
  const dialog = await openFeedback(page);
  await dialogChunk;
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: en('feedback.send') }).click();
  await expect(dialog.locator('#feedback-rating-error')).toHaveText(en('feedback.ratingRequired'));
  await expect(dialog.getByText(en('validation.required'))).toBeVisible();

  const sent = page.waitForResponse((response) => response.url().endsWith('/api/feedback'));
  await fillFeedback(page, 4, 'The start page is clear.');
  const response = await sent;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({
    rating: 4,
    message: 'The start page is clear.',
    page: new URL(page.url()).pathname,
  });
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: en('feedback.thanks') })).toBeVisible();
});

test('a failed call shows the right alert: the server message and details, or the connection message', async ({
  page,
}) => {
  await signInAndSettle(page, 'sa-embassy');
  await page.route('**/api/feedback', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Feedback store unavailable',
        details: 'Try again later',
        service: 'feedback',
      }),
    }),
  );
  await openFeedback(page);
  await fillFeedback(page, 5, 'Works well.');
  // The dialog stays open, so MUI marks the alert stack aria-hidden: found by its role attribute.
  const alerts = page.locator('[role="alert"]');
  const error = alerts.filter({ hasText: 'Feedback store unavailable' });
  await expect(error).toBeVisible();
  await expect(error).toContainText('feedback: Try again later');

  await page.unroute('**/api/feedback');
  await page.route('**/api/feedback', (route) => route.abort('internetdisconnected'));
  await page
    .getByRole('dialog', { name: en('feedback.title') })
    .getByRole('button', { name: en('feedback.send') })
    .click();
  await expect(alerts.filter({ hasText: en('errors.connection') })).toBeVisible();
  expect(en('errors.connection')).toBe(
    'Sorry, something went wrong, please check your connection and try again.',
  );
});

test('a 401 from the API signs out', async ({ page }) => {
  await signInAndSettle(page, 'samol');
  await page.route('**/api/feedback', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Unauthorized' }),
    }),
  );
  await openFeedback(page);
  await fillFeedback(page, 3, 'Session check.');
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  const credentials = await page.evaluate(
    () => sessionStorage.getItem('credentials') ?? localStorage.getItem('credentials'),
  );
  expect(credentials).toBeNull();
  // The portal pages need a new sign-in now.
  await page.goto('/employment-requests');
  await expect(page).toHaveURL(/\/login/);
});
