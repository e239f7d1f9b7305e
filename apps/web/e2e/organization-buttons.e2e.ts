import type { Page } from '@playwright/test';
import { expect, test } from './contexts';
import { expectNoAxeViolations, localeText, SERVER_WORK, signInAndSettle } from './support';
import { typeDate } from './date-fields';
import { chooseOption } from './select-option';

test.setTimeout(180_000);

const en = (key: string) => localeText('en-US', key);
const ar = (key: string) => localeText('ar-SA', key);

/** A fresh organisation for this test (never the demo `office`), made on the admin's form. */
const newOrganization = async (page: Page, sequence: string) => {
  await page.goto('/organization/add');
  await chooseOption(page, page.getByRole('combobox', { name: /Organization type/ }), 'Recruitment company');
  await page.getByLabel(/Name \(Arabic\)/).fill('شركة الزر للاستقدام');
  await page.getByLabel(/Name \(English\)/).fill(`Button Recruitment ${sequence}`);
  await page.getByLabel(/Labour office id/).fill('3');
  await page.getByLabel(/Sequence number/).fill(sequence);
  await page.getByLabel(/Licence number/).fill(`LIC-3-${sequence}`);
  await typeDate(page, /Licence expiry date/, '2031-06-30');
  await page.getByLabel(/^City/).fill('Jeddah');
  await page.getByLabel(/^IBAN/).fill('SA03 8000 0000 6080 1016 7519');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/organization\/\d+$/, SERVER_WORK);
  return page.url();
};

test('admin suspends an organisation from its page in English and lifts it in Arabic @flags-on', async ({
  page,
  newPage,
}) => {
  const sequence = String(6000 + (Date.now() % 3000));
  await signInAndSettle(page, 'admin');
  const url = await newOrganization(page, sequence);
  await expect(page.getByText(en('organizations.saved'))).toBeHidden(SERVER_WORK);

  await page.getByRole('button', { name: en('suspensions.suspend') }).click();
  const dialog = page.getByRole('dialog', { name: en('suspensions.suspendTitle') });
  await expect(dialog).toBeVisible();
  await chooseOption(
    page,
    dialog.getByRole('combobox', { name: new RegExp(en('suspensions.fields.reason')) }),
    {
      first: true,
    },
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: en('suspensions.suspend') }).click();
  await expect(dialog).toBeHidden(SERVER_WORK);
  await expect(page.getByRole('button', { name: en('suspensions.lift') })).toBeVisible(SERVER_WORK);
  await expect(page.getByText(en('suspensions.suspended'))).toBeHidden(SERVER_WORK);
  await expectNoAxeViolations(page);

  const arabic = await newPage();
  await signInAndSettle(arabic, 'admin', 'ar-SA');
  await arabic.goto(url);
  await arabic.getByRole('button', { name: ar('suspensions.lift') }).click();
  await arabic
    .getByRole('dialog')
    .getByRole('button', { name: ar('suspensions.lift') })
    .click();
  await expect(arabic.getByRole('button', { name: ar('suspensions.suspend') })).toBeVisible(SERVER_WORK);
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(arabic);
});
