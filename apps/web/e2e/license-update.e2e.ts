import type { Page } from '@playwright/test';
import { expect, test } from './contexts';
import { todayInKingdom } from '@portal/contracts/constants';
import { expectNoAxeViolations, languageSwitch, localeText, signInAndSettle } from './support';
import { typeDate } from './date-fields';

test.describe.configure({ mode: 'serial' });

const en = (key: string) => localeText('en-US', key);
const ar = (key: string) => localeText('ar-SA', key);

/** The notification count on the licence menu entry (0 when no badge). */
const licenceBadge = async (page: Page, language: 'en-US' | 'ar-SA' = 'en-US'): Promise<number> => {
  const text = (key: string) => localeText(language, key);
  const link = page.getByRole('navigation', { name: text('nav.main') }).getByRole('link', {
    name: new RegExp(text('routes.licenseUpdate.title')),
  });
  const badge = link.locator('span[aria-hidden]').filter({ hasText: /^\d+$/ });
  return (await badge.count()) > 0 ? Number(await badge.first().textContent()) : 0;
};

/** The warning modal of the shell (it shows again after each full page load while the licence is near its end). */
const licenceModal = (page: Page) => page.getByTestId('licence-modal-warning').getByRole('dialog');

/** Before the approval the stored date is still near: the modal shows; close it. */
const closeLicenceModal = async (page: Page) => {
  await expect(licenceModal(page)).toBeVisible();
  await licenceModal(page).getByRole('button').first().click();
  await expect(licenceModal(page)).toBeHidden();
};

const storedLicenseDate = (page: Page) =>
  page.evaluate(() => {
    const raw = sessionStorage.getItem('credentials') ?? localStorage.getItem('credentials') ?? '{}';
    return (JSON.parse(raw) as { organization?: { licenseDate?: string } }).organization?.licenseDate;
  });

const openLicencePage = async (page: Page, language: 'en-US' | 'ar-SA' = 'en-US') => {
  await page
    .getByRole('navigation', { name: localeText(language, 'nav.main') })
    .getByRole('link', { name: new RegExp(localeText(language, 'routes.licenseUpdate.title')) })
    .click();
  await expect(page.locator('main h1')).toHaveText(localeText(language, 'routes.licenseUpdate.title'));
};

const inTwoYears = todayInKingdom(new Date(Date.now() + 730 * 86_400_000));

test('expiring submits a licence update; admin comments and approves; counts and the warning follow @exclusive', async ({
  newPage,
}) => {
  // About 30 s on a quiet machine; three sign-ins and two axe checks need more on a loaded, shared one.
  test.setTimeout(150_000);
  const office = await newPage();
  const first = await signInAndSettle(office, 'expiring');
  expect(first.organization.licenseDate).not.toBe(inTwoYears);
  const admin = await newPage();
  await signInAndSettle(admin, 'admin');
  const adminBefore = await licenceBadge(admin);

  // The office's form (with the document) in English.
  await openLicencePage(office);
  await expectNoAxeViolations(office);
  const form = office.getByRole('form', { name: en('licenceUpdate.formTitle') });
  await form.getByLabel(en('licenceUpdate.fields.licenseNumber')).fill('EXP-2028');
  await typeDate(form, en('licenceUpdate.fields.licenseDate'), inTwoYears);
  await form.getByLabel(en('licenceUpdate.info.city')).fill('Dammam');
  await office.locator('#licence-document').setInputFiles({
    name: 'licence.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await form.getByRole('button', { name: en('licenceUpdate.submit') }).click();
  await expect(office.getByRole('row').filter({ hasText: 'EXP-2028' })).toContainText(
    en('licenceUpdate.status.PENDING'),
  );

  // The admin's queue, in Arabic: the count rose; comment on the request.
  await languageSwitch(admin, 'ar-SA').click();
  await openLicencePage(admin, 'ar-SA');
  await expect.poll(() => licenceBadge(admin, 'ar-SA')).toBe(adminBefore + 1);
  const row = admin.getByRole('row').filter({ hasText: 'EXP-2028' });
  await row.getByRole('button').click();
  await admin.getByRole('menuitem', { name: ar('licenceUpdate.open') }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel(ar('licenceUpdate.newComment')).fill('Please confirm the city.');
  await dialog.getByRole('button', { name: ar('licenceUpdate.send') }).click();
  await expect(dialog.getByRole('list').getByText('Please confirm the city.')).toBeVisible();

  // The office sees the unread comment counted, then reads it.
  await office.reload();
  await closeLicenceModal(office);
  await expect.poll(() => licenceBadge(office)).toBe(1);
  await office.getByRole('row').filter({ hasText: 'EXP-2028' }).getByRole('button').click();
  await office.getByRole('menuitem', { name: en('licenceUpdate.open') }).click();
  await expect(
    office.getByRole('dialog').getByRole('list').getByText('Please confirm the city.'),
  ).toBeVisible();
  await expect.poll(() => licenceBadge(office)).toBe(0);
  await office
    .getByRole('dialog')
    .getByRole('button', { name: en('common.close') })
    .click();

  // The admin approves; its count falls back.
  await dialog.getByRole('button', { name: ar('licenceUpdate.approve') }).click();
  await admin
    .getByRole('dialog')
    .filter({ hasText: ar('licenceUpdate.confirmApprove') })
    .getByRole('button')
    .last()
    .click();
  await expect(dialog).toContainText(ar('licenceUpdate.status.APPROVED'));
  await expect(admin.getByText(ar('licenceUpdate.approved'))).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.reload();
  await expect.poll(() => licenceBadge(admin, 'ar-SA')).toBe(adminBefore);

  // The office's page reads the approval: its stored credentials follow the new date and the
  // warning modal (shown from the old date on the reload) closes by itself; no click races it.
  await office.reload();
  // The page loads, lists the requests, then reloads /api/me: more than one expect's time when busy.
  await expect.poll(() => storedLicenseDate(office), { timeout: 30_000 }).toBe(inTwoYears);
  await expect(office.getByTestId(/licence-modal-/)).toHaveCount(0);
  await expect(office.getByRole('row').filter({ hasText: 'EXP-2028' })).toContainText(
    en('licenceUpdate.status.APPROVED'),
  );
  // A new sign-in shows no warning modal.
  const again = await newPage();
  const renewed = await signInAndSettle(again, 'expiring');
  expect(renewed.organization.licenseDate).toBe(inTwoYears);
  await expect(again.getByTestId(/licence-modal-/)).toHaveCount(0);
});

test('admin rejects with a reason of the lookup and a comment; the requester reads the reason in Arabic', async ({
  newPage,
}) => {
  // Two sign-ins and three axe checks: room for a loaded, shared machine.
  test.setTimeout(150_000);
  // A number of its own, so a retry after a failure never finds the first attempt's row too.
  const licenceNumber = `CMP-REJ-${Date.now().toString(36).toUpperCase()}`;
  const company = await newPage();
  await signInAndSettle(company, 'company');
  await openLicencePage(company);
  const form = company.getByRole('form', { name: en('licenceUpdate.formTitle') });
  await form.getByLabel(en('licenceUpdate.fields.licenseNumber')).fill(licenceNumber);
  await typeDate(form, en('licenceUpdate.fields.licenseDate'), inTwoYears);
  await company.locator('#licence-document').setInputFiles({
    name: 'licence.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await form.getByRole('button', { name: en('licenceUpdate.submit') }).click();
  await expect(company.getByRole('row').filter({ hasText: licenceNumber })).toContainText(
    en('licenceUpdate.status.PENDING'),
  );

  // The admin picks a licence reason (only active reasons of that kind are offered) and comments.
  const admin = await newPage();
  await signInAndSettle(admin, 'admin');
  await openLicencePage(admin);
  await admin.getByRole('row').filter({ hasText: licenceNumber }).getByRole('button').click();
  await admin.getByRole('menuitem', { name: en('licenceUpdate.open') }).click();
  const dialog = admin.getByRole('dialog');
  const reject = dialog.getByRole('button', { name: en('licenceUpdate.reject'), exact: true });
  await expect(reject).toBeDisabled();
  await dialog.getByRole('combobox', { name: en('licenceUpdate.rejectionReason') }).click();
  const options = admin.getByRole('listbox').getByRole('option');
  // The reasons lookup's options, in its order (by English text).
  await expect(options).toHaveText([
    'Expiry date does not match the document',
    'Licence document is unreadable',
    'Licence issued to another entity',
  ]);
  await expectNoAxeViolations(admin);
  await options.getByText('Licence document is unreadable', { exact: true }).click();
  await dialog.getByLabel(en('licenceUpdate.rejectionCommentInput')).fill('Please scan it in colour.');
  await reject.click();
  await expect(dialog).toContainText(en('licenceUpdate.status.REJECTED'));
  await expect(dialog).toContainText(
    `${en('licenceUpdate.rejectionReason')}: Licence document is unreadable`,
  );
  await expectNoAxeViolations(admin);

  // The requester, in Arabic, reads the reason in Arabic and the comment as written.
  await languageSwitch(company, 'ar-SA').click();
  await expect(company.locator('html')).toHaveAttribute('dir', 'rtl');
  await company.reload();
  await expect(company.locator('html')).toHaveAttribute('dir', 'rtl');
  const row = company.getByRole('row').filter({ hasText: licenceNumber });
  await expect(row).toContainText(ar('licenceUpdate.status.REJECTED'));
  await row.getByRole('button').click();
  await company.getByRole('menuitem', { name: ar('licenceUpdate.open') }).click();
  const seen = company.getByRole('dialog');
  await expect(seen).toContainText(`${ar('licenceUpdate.rejectionReason')}: مستند الترخيص غير واضح`);
  await expect(seen).toContainText('Please scan it in colour.');
  await expectNoAxeViolations(company);
});
