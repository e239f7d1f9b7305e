import type { Page } from '@playwright/test';
import { expect, test, type OpenPage } from './contexts';
import { expectNoAxeViolations, localeText, SERVER_WORK, signInAndSettle } from './support';
import { typeDate } from './date-fields';
import { chooseOption } from './select-option';

test.setTimeout(150_000);

const en = (key: string) => localeText('en-US', key);
const ar = (key: string) => localeText('ar-SA', key);

const asUser = async (newPage: OpenPage, username: string, language: 'en-US' | 'ar-SA' = 'en-US') => {
  const page = await newPage();
  await signInAndSettle(page, username, language);
  return { page };
};

const saveProfile = async (page: Page) => {
  await page.goto('/profile/edit');
  await page.getByLabel(/^City/).fill(`Riyadh ${Date.now() % 1000}`);
  await page.getByRole('button', { name: en('profile.save') }).click();
};

test('admin creates an organisation, edits it and sees its history', async ({ page }) => {
  const sequence = String(5000 + (Date.now() % 4000));
  await signInAndSettle(page, 'admin');
  await page.goto('/organization');
  await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Organizations' }).getByRole('row')).toHaveCount(11);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: en('organizations.add') }).click();
  await expect(page).toHaveURL(/\/organization\/add$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await chooseOption(page, page.getByRole('combobox', { name: /Organization type/ }), 'Recruitment company');
  await page.getByLabel(/Name \(Arabic\)/).fill('شركة الأفق للاستقدام');
  await page.getByLabel(/Name \(English\)/).fill(`Horizon Recruitment ${sequence}`);
  await page.getByLabel(/Labour office id/).fill('2');
  await page.getByLabel(/Sequence number/).fill(sequence);
  await page.getByLabel(/Licence number/).fill(`LIC-2-${sequence}`);
  await typeDate(page, /Licence expiry date/, '2031-06-30');
  await page.getByLabel(/^City/).fill('Jeddah');
  await page.getByLabel(/^IBAN/).fill('SA03 8000 0000 6080 1016 7519');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(en('organizations.saved'))).toBeVisible(SERVER_WORK);
  await expect(page).toHaveURL(/\/organization\/\d+$/, SERVER_WORK);
  await expect(
    page.getByRole('heading', { level: 1, name: `Horizon Recruitment ${sequence}` }),
  ).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  // Axe sees the page, not the success alert while it fades out.
  await expect(page.getByText(en('organizations.saved'))).toBeHidden(SERVER_WORK);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: en('organizations.edit') }).click();
  await expect(page.getByLabel(/^City/)).toHaveValue('Jeddah');
  await page.getByLabel(/^City/).fill('Dammam');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/organization\/\d+$/, SERVER_WORK);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('City: Jeddah → Dammam')).toBeVisible(SERVER_WORK);
  await expect(history.getByText(/^Created/)).toBeVisible();

  // The list finds it by name, and the filter stays in the URL.
  await page.goto('/organization');
  await page.getByLabel('Name', { exact: true }).fill(`  Horizon Recruitment ${sequence} `);
  await page.getByLabel('Name', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\?name=Horizon/);
  await expect(page.getByRole('table', { name: 'Organizations' }).getByRole('row')).toHaveCount(
    2,
    SERVER_WORK,
  );
});

test('a suspended office can read but every write is refused; lifting restores it @exclusive', async ({
  page,
  newPage,
}) => {
  // office is signed in before the suspension: its stored credentials still say active.
  const office = await asUser(newPage, 'office');
  const banner = office.page.getByRole('status').filter({ hasText: en('suspensions.banner') });
  await signInAndSettle(page, 'admin');
  await page.goto('/admin/suspensions');
  await expect(page.getByRole('heading', { level: 1, name: 'Suspensions' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: en('suspensions.suspend') }).click();
  const dialog = page.getByRole('dialog', { name: en('suspensions.suspendTitle') });
  await dialog.getByRole('combobox', { name: /Organization/ }).fill('Nakheel');
  await page.getByRole('option', { name: 'Al Nakheel Recruitment Office' }).click();
  await dialog.getByRole('combobox', { name: /Reason/ }).click();
  await page.getByRole('option').first().click();
  // Axe once the reason menu has faded out (its fading options fail colour contrast).
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: en('suspensions.suspend') }).click();
  await expect(page.getByText(en('suspensions.suspended'))).toBeVisible(SERVER_WORK);
  const row = page.getByRole('row', { name: /Al Nakheel Recruitment Office.*In force/ });
  await expect(row).toBeVisible();

  // Its first write is refused with the message, and the banner shows at once (no new sign-in).
  await office.page.goto('/profile/edit');
  await office.page.getByLabel(/^City/).fill(`Riyadh ${Date.now() % 1000}`);
  await expect(banner).toHaveCount(0);
  await office.page.getByRole('button', { name: en('profile.save') }).click();
  await expect(office.page.getByRole('alert').filter({ hasText: en('suspensions.banner') })).toBeVisible(
    SERVER_WORK,
  );
  await expect(banner).toBeVisible();
  // Reads still work.
  await office.page.goto('/organization');
  await expect(
    office.page.getByRole('table', { name: 'Organizations' }).getByRole('row').nth(1),
  ).toBeVisible();
  await expectNoAxeViolations(office.page);

  await row.getByRole('button', { name: /Actions/ }).click();
  await page.getByRole('menuitem', { name: en('suspensions.lift') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: en('suspensions.lift') })
    .click();
  await expect(page.getByText(/was lifted/)).toBeVisible(SERVER_WORK);

  // The next page load rechecks while the banner shows: lifted, it goes, and writes work again
  // (written once the recheck has answered: on a loaded machine a save typed before it was lost).
  await office.page.goto('/profile/edit');
  await expect(banner).toHaveCount(0, SERVER_WORK);
  await saveProfile(office.page);
  await expect(office.page.getByText(en('profile.saved'))).toBeVisible(SERVER_WORK);
  await expect(banner).toHaveCount(0);
});

test('another organisation’s record is not found, in Arabic too; Arabic pages pass axe', async ({
  newPage,
}) => {
  const embassy = await asUser(newPage, 'sa-embassy');
  await embassy.page.goto('/organization/1');
  await expect(embassy.page.getByRole('heading', { level: 1, name: en('notFound.title') })).toBeVisible();
  await expectNoAxeViolations(embassy.page);
  await embassy.page.context().close();

  const admin = await asUser(newPage, 'admin', 'ar-SA');
  for (const [path, title] of [
    ['/organization', 'routes.organization.title'],
    ['/admin/users', 'routes.adminUsers.title'],
    ['/admin/suspensions', 'routes.adminSuspensions.title'],
  ] as const) {
    await admin.page.goto(path);
    await expect(admin.page.getByRole('heading', { level: 1, name: ar(title) })).toBeVisible();
    await expect(admin.page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expectNoAxeViolations(admin.page);
  }
  await admin.page.goto('/organization/999999');
  await expect(admin.page.getByRole('heading', { level: 1, name: ar('notFound.title') })).toBeVisible();
  await admin.page.goto('/admin/users');
  await admin.page.getByRole('table').getByRole('link').first().click();
  await expect(admin.page.getByRole('table', { name: ar('users.fields.memberships') })).toBeVisible();
  await expectNoAxeViolations(admin.page);
});
