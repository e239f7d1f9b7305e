import { expect, test } from './contexts';
import { createSubUser } from './fresh-user';
import { expectNoAxeViolations, fillSignInForm, settlePostLogin, signIn } from './support';

test('office signs in and lands on its dashboard', async ({ page }) => {
  await signIn(page, 'office');
  await expect(page).toHaveURL(/\/dashboard$/);
  await settlePostLogin(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('office signs out and the sign-in service session ends', async ({ page }) => {
  await signIn(page, 'office');
  await expect(page).toHaveURL(/\/dashboard$/);
  await settlePostLogin(page);
  // The account menu's button is named after the establishment.
  await page.getByRole('banner').locator('button[aria-haspopup="menu"]').click();
  const signOut = page
    .getByRole('menuitem', { name: /sign out/i })
    .or(page.getByRole('button', { name: /^sign out$/i }));
  await signOut.first().click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  // The provider session is gone too: signing in again asks for the password.
  await page.goto('/login');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.locator('input[name="password"]')).toBeVisible();
});

test('multi chooses one of its establishments', async ({ page }) => {
  await signIn(page, 'multi');
  await expect(page).toHaveURL(/\/establishments/);
  const choices = page.getByRole('button', { name: /PRO_OFFICE|EPRO|office|agency/i });
  await expect(choices).toHaveCount(2);
  await expectNoAxeViolations(page);
  await choices.first().click();
  await expect(page).not.toHaveURL(/\/establishments|\/login/);
  await settlePostLogin(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

// An account of its own: a wrong password shows its account the failed sign-ins notice, which on a
// demo account would appear in the middle of other tests working as it at the same time.
test('a wrong password is refused with a clear message', async ({ page, newPage }) => {
  const { username } = await createSubUser(newPage, 'company');
  await page.goto('/login');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await fillSignInForm(page, username, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText(/incorrect username or password/i);
  await expect(page.locator('input[name="username"]')).toHaveValue(username);
  await expectNoAxeViolations(page);
});
