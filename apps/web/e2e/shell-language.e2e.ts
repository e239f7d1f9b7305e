import { expect, test } from '@playwright/test';
import { FEATURE_FLAGS } from '@portal/contracts/feature-flags';
import { lookupMenuRoutes, menuRoutes, subjectFromCredentials } from '@portal/contracts/navigation';
import { expectNoAxeViolations, languageSwitch, localeText, signInAndSettle } from './support';

test.describe.configure({ mode: 'parallel' });

const ar = (key: string) => localeText('ar-SA', key);

test('switching to Arabic sets dir and lang, translates the titles and menus, and survives a reload', async ({
  page,
}) => {
  const credentials = await signInAndSettle(page, 'office');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en-US');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expectNoAxeViolations(page);

  await languageSwitch(page, 'ar-SA').click();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar-SA');
  await expect(page.locator('main h1')).toHaveText(ar('routes.dashboard.title'));
  await expect(page).toHaveTitle(new RegExp(ar('routes.dashboard.title')));
  const subject = subjectFromCredentials(credentials, { ...FEATURE_FLAGS });
  const menu = page.getByRole('navigation', { name: ar('nav.main') }).locator('.menu-item-label');
  await expect(menu).toHaveText(menuRoutes(subject).map((route) => ar(route.titleKey)));
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar-SA');
  await expect(page.locator('main h1')).toHaveText(ar('routes.dashboard.title'));
  await expect(page).toHaveTitle(new RegExp(ar('routes.dashboard.title')));

  // Another page's title follows the route in Arabic too.
  await page
    .getByRole('navigation', { name: ar('nav.main') })
    .getByRole('link', { name: ar('routes.employers.title') })
    .click();
  await expect(page.locator('main h1')).toHaveText(ar('routes.employers.title'));
  await expect(page).toHaveTitle(new RegExp(ar('routes.employers.title')));

  const back = languageSwitch(page, 'en-US');
  await expect(back).toHaveAccessibleDescription(
    ar('language.switchTo').replace('{{language}}', ar('language.names.en-US')),
  );
  await back.click();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(html).toHaveAttribute('lang', 'en-US');
  await expect(page.locator('main h1')).toHaveText('Employers');
});

test('admin in Arabic: organizations first and the lookups in their own menu (axe)', async ({ page }) => {
  const credentials = await signInAndSettle(page, 'admin', 'ar-SA');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveURL(/\/organization$/);
  await expect(page.locator('main h1')).toHaveText(ar('routes.organization.title'));
  const subject = subjectFromCredentials(credentials, { ...FEATURE_FLAGS });
  await expect(page.getByRole('navigation', { name: ar('nav.main') }).locator('.menu-item-label')).toHaveText(
    menuRoutes(subject).map((route) => ar(route.titleKey)),
  );
  await expect(
    page.getByRole('navigation', { name: ar('nav.lookups') }).locator('.menu-item-label'),
  ).toHaveText(lookupMenuRoutes(subject).map((route) => ar(route.titleKey)));
  await expectNoAxeViolations(page);
});
