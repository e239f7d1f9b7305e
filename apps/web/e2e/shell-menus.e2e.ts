import { expect, test, type Page } from '@playwright/test';
import { FEATURE_FLAGS } from '@portal/contracts/feature-flags';
import { lookupMenuRoutes, menuRoutes, subjectFromCredentials } from '@portal/contracts/navigation';
import { postLoginDestination } from '@portal/contracts/post-login';
import { localeText, settlePostLogin, signIn, storedCredentials, waitForLanding } from './support';

test.describe.configure({ mode: 'parallel' });

const ACCOUNTS = [
  'admin',
  'office',
  'office-sub',
  'company',
  'agency-ph',
  'agency-id',
  'fmol-ph',
  'embassy-ph',
  'embassy-ph-noloc',
  'sa-embassy',
  'samol',
  'employer',
  'newcomer',
  'incomplete',
  'expiring',
  'expired',
  'suspended',
  'multi',
] as const;

/** The entry texts of one rendered menu, in screen order. */
const menuEntries = (page: Page, name: string) =>
  page.getByRole('navigation', { name }).locator('.menu-item-label').allTextContents();

const pathOf = (page: Page) => new URL(page.url()).pathname;

for (const username of ACCOUNTS) {
  test(`${username} lands on its start page with exactly its menu entries`, async ({ page }) => {
    await signIn(page, username);
    await waitForLanding(page);
    if (username === 'multi') {
      await expect(page).toHaveURL(/\/establishments/);
      await page.locator('main').getByRole('button').first().click();
      // The choice page has its own heading: wait for the establishment's landing page instead.
      await expect(page).not.toHaveURL(/\/establishments/);
      await expect(page.locator('main h1')).toBeVisible();
    }
    const credentials = await storedCredentials(page);
    const subject = subjectFromCredentials(credentials, { ...FEATURE_FLAGS });
    // Spec 4 steps 1-3 from the contracts: terms, else profile edit, else the start page.
    expect(pathOf(page)).toBe(postLoginDestination(credentials, subject));
    await settlePostLogin(page);

    const title = (key: string) => localeText('en-US', key);
    const main = menuRoutes(subject).map((route) => title(route.titleKey));
    const lookups = lookupMenuRoutes(subject).map((route) => title(route.titleKey));
    // Polled: on a loaded machine the menus may still be rendering when the landing page is known.
    await expect.poll(() => menuEntries(page, 'Portal menu'), { timeout: 30_000 }).toEqual(main);
    if (lookups.length > 0)
      await expect.poll(() => menuEntries(page, 'Lookups'), { timeout: 30_000 }).toEqual(lookups);
    else await expect(page.getByRole('navigation', { name: 'Lookups' })).toHaveCount(0);

    // The page title and the document title follow the route title.
    const heading = (await page.locator('main h1').textContent()) ?? '';
    expect(heading).not.toBe('');
    await expect(page).toHaveTitle(new RegExp(heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

    // Key facts of the acceptance, hard-coded.
    if (username === 'office') {
      await expect(page).toHaveURL(/\/dashboard$/);
      expect(main[0]).toBe('Dashboard');
      expect(main).toContain('Users Management');
      expect(main).toContain('Partnership Contracts');
    }
    if (username === 'admin') {
      await expect(page).toHaveURL(/\/organization$/);
      expect(main[0]).toBe('Organizations');
      expect(lookups).toEqual(
        expect.arrayContaining([
          'Announcements',
          'Countries Management',
          'Jobs Management',
          'Admin - Settings',
        ]),
      );
      expect(main).not.toContain('Jobs Management');
    }
    if (username === 'office-sub') {
      expect(main[0]).toBe('Dashboard');
      expect(main).not.toContain('Users Management');
      expect(main).not.toContain('Partnership Contracts');
    }
    if (username === 'employer') expect(main).toEqual(['Employment Requests']);
  });
}
