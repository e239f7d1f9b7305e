import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo';

/** Starts sign-in from the portal's login page and completes it on the sign-in service. */
export const signIn = async (
  page: Page,
  username: string,
  options: { password?: string; remember?: boolean } = {},
): Promise<void> => {
  await page.goto('/login');
  if (options.remember) await page.getByLabel(/remember me/i).check();
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await fillSignInForm(page, username, options.password ?? DEMO_PASSWORD);
};

export const fillSignInForm = async (page: Page, username: string, password: string): Promise<void> => {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
};

/** Fails on any WCAG 2.2 AA violation of the current page. */
export const expectNoAxeViolations = async (page: Page): Promise<void> => {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
};
