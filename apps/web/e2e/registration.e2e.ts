import { expect, test, type Page } from '@playwright/test';
import { CSRF_COOKIE, HEADERS } from '@portal/contracts/http-headers';
import { expectNoAxeViolations, localeText, signInAndSettle, useArabic } from './support';

test.describe.configure({ mode: 'serial' });

type Language = 'en-US' | 'ar-SA';

const fillForm = async (page: Page, language: Language, nameEn: string) => {
  const text = (key: string) => localeText(language, key);
  const form = page.getByRole('form', { name: text('routes.registrationForm.title') });
  await form.getByLabel(text('registration.fields.organizationType')).click();
  await page.getByRole('option', { name: text('registration.types.EPRO') }).click();
  await form.getByLabel(text('registration.fields.nameAr')).fill('وكالة النور');
  await form.getByLabel(text('registration.fields.nameEn')).fill(nameEn);
  await form.getByLabel(text('registration.fields.country')).click();
  await page.getByRole('option').first().click();
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

test('with the captcha solved the request gets a reference and reaches the admins queue (Arabic)', async ({
  page,
  browser,
}) => {
  await useArabic(page);
  await page.goto('/rf');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const ar = (key: string) => localeText('ar-SA', key);
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

  const admin = await (await browser.newContext()).newPage();
  await signInAndSettle(admin, 'admin');
  await admin.goto('/admin/registrations');
  await expect(admin.locator('main h1')).toHaveText('Registration Requests');
  const row = admin.getByRole('row').filter({ hasText: value });
  await expect(row).toContainText('Captcha Solved Agency');
  await expect(row).toContainText('Under review');
  await expectNoAxeViolations(admin);
});
