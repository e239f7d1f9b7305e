import type { Page } from '@playwright/test';
import { expect, test } from './contexts';
import { CSRF_COOKIE, HEADERS } from '@portal/contracts/http-headers';
import { expectNoAxeViolations, languageSwitch, localeText, signInAndSettle, useArabic } from './support';
import { typeDate } from './date-fields';
import { chooseOption } from './select-option';

test.describe.configure({ mode: 'serial' });

const en = (key: string) => localeText('en-US', key);
const ar = (key: string) => localeText('ar-SA', key);

type Language = 'en-US' | 'ar-SA';

const fillForm = async (page: Page, language: Language, nameEn: string) => {
  const text = (key: string) => localeText(language, key);
  const form = page.getByRole('form', { name: text('routes.registrationForm.title') });
  await chooseOption(
    page,
    form.getByLabel(text('registration.fields.organizationType')),
    text('registration.types.EPRO'),
  );
  await form.getByLabel(text('registration.fields.nameAr')).fill('وكالة النور');
  await form.getByLabel(text('registration.fields.nameEn')).fill(nameEn);
  await chooseOption(page, form.getByLabel(text('registration.fields.country')), { first: true });
  await form.getByLabel(text('registration.fields.licenseNumber')).fill('PH-77');
  await form.getByLabel(text('registration.fields.contactName')).fill('Maria Santos');
  await form.getByLabel(text('registration.fields.contactPhone')).fill('+63 912 345 6789');
  await form.getByLabel(text('registration.fields.email')).fill('maria@alnoor.example');
  await page.locator('#registration-documents').setInputFiles({
    name: 'licence.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  return form;
};

test('without the captcha the request is refused, in the page and by the API', async ({ page }) => {
  await page.goto('/rf');
  const form = await fillForm(page, 'en-US', 'No Captcha Agency');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByText('Please tick "I am not a robot" first.')).toBeVisible();
  await expect(page.getByTestId('registration-reference')).toHaveCount(0);

  // The same request straight to the API, without a captcha: 400 with the message.
  const csrf = (await page.context().cookies()).find((c) => c.name === CSRF_COOKIE)?.value ?? '';
  const res = await page.request.post('/api/registrations', {
    headers: { [HEADERS.csrf]: csrf },
    multipart: {
      organizationType: 'EPRO',
      nameAr: 'بدون',
      nameEn: 'No Captcha API',
      countryId: '1',
      licenseNumber: 'X-1',
      contactName: 'A B',
      contactPhone: '+966 500000000',
      email: 'a@b.example',
    },
  });
  expect(res.status()).toBe(400);
  expect((await res.json()).message).toMatch(/captcha/);
});

test('with the captcha solved the request gets a reference and reaches the admins queue (Arabic); accepted, it becomes a linked organisation', async ({
  page,
  newPage,
}) => {
  // The captcha's proof of work alone may take half a minute on a loaded machine.
  test.setTimeout(120_000);
  await useArabic(page);
  await page.goto('/rf');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const form = await fillForm(page, 'ar-SA', 'Captcha Solved Agency');
  await form.getByRole('checkbox', { name: ar('registration.captcha.label') }).click();
  await expect(page.getByText(ar('registration.captcha.done'))).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: ar('registration.submit') }).click();
  const reference = page.getByTestId('registration-reference');
  await expect(reference).toHaveText(/^RF-\d{4}-\d{6}$/);
  const value = (await reference.textContent()) ?? '';
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: ar('registration.status.check') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: ar('registration.statuses.PENDING') }),
  ).toContainText(value);

  // The admins' menu leads to the queue.
  const admin = await newPage();
  await signInAndSettle(admin, 'admin');
  const menu = admin.getByRole('navigation', { name: en('nav.main') });
  await menu.getByRole('link', { name: en('routes.adminRegistrations.title') }).click();
  await expect(admin.locator('main h1')).toHaveText('Registration Requests');
  const row = admin.getByRole('row').filter({ hasText: value });
  await expect(row).toContainText('Captcha Solved Agency');
  await expect(row).toContainText('Under review');
  await expectNoAxeViolations(admin);

  // Accepted, it becomes an organisation through the prefilled form, and the request links to it.
  await row.getByRole('button').click();
  await admin.getByRole('menuitem', { name: en('registration.admin.open') }).click();
  await admin
    .getByRole('dialog')
    .getByRole('button', { name: en('registration.admin.accept') })
    .click();
  await expect(admin).toHaveURL(/\/organization\/add\?registration=\d+$/);
  await expect(admin.getByLabel(/Name \(English\)/)).toHaveValue('Captcha Solved Agency');
  const sequence = String(5000 + (Date.now() % 4000));
  await admin.getByLabel(/Labour office id/).fill('3');
  await admin.getByLabel(/Sequence number/).fill(sequence);
  await typeDate(admin, /Licence expiry date/, '2031-06-30');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText(en('organizations.saved'))).toBeVisible();
  await expect(admin).toHaveURL(/\/organization\/\d+$/);
  const organizationPath = new URL(admin.url()).pathname;

  await menu.getByRole('link', { name: en('routes.adminRegistrations.title') }).click();
  await row.getByRole('button').click();
  await admin.getByRole('menuitem', { name: en('registration.admin.open') }).click();
  const review = admin.getByRole('dialog');
  await expect(review).toContainText(en('registration.statuses.ACCEPTED'));
  await expect(review.getByRole('button', { name: en('registration.admin.createOrganization') })).toHaveCount(
    0,
  );
  const link = review.getByRole('link', { name: en('registration.admin.viewOrganization') });
  await expect(link).toHaveAttribute('href', organizationPath);
  await expectNoAxeViolations(admin);
  await link.click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Captcha Solved Agency' })).toBeVisible();

  // The menu entry in Arabic.
  await languageSwitch(admin, 'ar-SA').click();
  await admin
    .getByRole('navigation', { name: ar('nav.main') })
    .getByRole('link', { name: ar('routes.adminRegistrations.title') })
    .click();
  await expect(admin.locator('main h1')).toHaveText(ar('routes.adminRegistrations.title'));
});
