import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, localeText, signInAndSettle } from './support';
import { typeDate } from './date-fields';
import { chooseOption, optionTexts } from './select-option';
import { waitUntilSettled } from './sweep-support';

// The main server runs this build's flags (adminVisa off); the 'flags-on' project's server has it on
// (playwright.config.ts). E2E_FEATURE_FLAGS=adminVisa would switch it on for the main server too.
const mainHasFlag = (process.env.E2E_FEATURE_FLAGS ?? '').split(',').includes('adminVisa');
const en = (key: string) => localeText('en-US', key);
const ar = (key: string) => localeText('ar-SA', key);
const VISAS = en('routes.adminVisa.title');
const HEADER = 'number,employerId,country,gender,job,issueDate,expiryDate';
const FLAGS_ON = { tag: '@flags-on' };

// Only declared when the main server has the flag off: a test that would not run is not a test of
// this configuration (a skipped test counts as failed in `npm test`).
const flagOffTests = () => {
  test('the visa screen is absent from the admin menu and /admin/visa goes to /', async ({ page }) => {
    await signInAndSettle(page, 'admin');
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('link', { name: VISAS, exact: true })).toHaveCount(0);
    const answers: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) answers.push(new URL(frame.url()).pathname);
    });
    for (const path of ['/admin/visa', '/admin/visa/add']) {
      answers.length = 0;
      await page.goto(path);
      await expect(page).not.toHaveURL(/\/admin\/visa/);
      await expect.poll(() => answers.includes('/') || new URL(page.url()).pathname === '/').toBe(true);
    }
    expect((await page.request.get('/api/visas')).status()).toBe(404);
  });
};
if (!mainHasFlag) test.describe('visas with the adminVisa flag off (this build)', flagOffTests);

/** Chooses an option of a select of the visa form. */
const choose = async (page: Page, field: RegExp, option: string) => {
  await chooseOption(page, page.getByRole('combobox', { name: field }), option);
};

test.describe('visas with the adminVisa flag on', FLAGS_ON, () => {
  test('admin imports visas: a bad file is refused row by row, a good one is listed', async ({ page }) => {
    test.setTimeout(150_000);
    await signInAndSettle(page, 'admin');
    await page.getByRole('link', { name: VISAS, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: VISAS })).toBeVisible();
    await expectNoAxeViolations(page);
    const stamp = String(Date.now()).slice(-8);
    // The import runs as a job (decision 0048): the dialog follows it until its outcome.
    const upload = async (csv: string) => {
      await page.getByRole('button', { name: en('visas.import'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: en('visas.importTitle') });
      await dialog
        .getByLabel(en('visas.file'))
        .setInputFiles({ name: 'visas.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await dialog.getByRole('button', { name: en('importRun.upload'), exact: true }).click();
      const outcome = dialog.getByRole('region', { name: 'Import of visas.csv' });
      await expect(outcome).toBeVisible({ timeout: 60_000 });
      return { dialog, outcome };
    };
    const bad = await upload(
      `${HEADER}\n90${stamp},1012345678,PHL,FEMALE,911101,2026-01-01,2027-01-01\n` +
        `91${stamp},3012345678,PHL,FEMALE,911101,2026-01-01,2027-01-01\n` +
        `92${stamp},1012345678,XXX,FEMALE,911101,2026-01-01,2027-01-01\n`,
    );
    await expect(bad.outcome.getByRole('alert')).toContainText('nothing was imported');
    const errors = bad.outcome.getByRole('table', { name: en('importRun.issuesTitle') });
    await expect(errors.getByRole('row', { name: /3 Employer id/ })).toBeVisible();
    await expect(errors.getByRole('row', { name: /4 Country Unknown country code XXX/ })).toBeVisible();
    await expectNoAxeViolations(page);
    // The whole refusal report, fetched with the admin's token.
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      bad.outcome.getByRole('button', { name: en('importRun.download.csv') }).click(),
    ]);
    const report = readFileSync(await download.path(), 'utf8').split(/\r?\n/);
    expect(report.some((row) => row.startsWith('4,') && row.includes('Unknown country code XXX'))).toBe(true);
    await bad.dialog.getByRole('button', { name: en('common.close') }).click();

    // Opened again, the dialog shows the same run until another file is imported.
    await page.getByRole('button', { name: en('visas.import'), exact: true }).click();
    await expect(bad.outcome).toBeVisible();
    await bad.dialog.getByRole('button', { name: en('importRun.another') }).click();
    await bad.dialog.getByRole('button', { name: en('common.cancel') }).click();

    const good = await upload(`${HEADER}\n90${stamp},1012345678,PHL,FEMALE,911101,2026-01-01,2027-01-01\n`);
    await expect(good.outcome.getByRole('status')).toHaveText('1 visa was imported.');
    await good.dialog.getByRole('button', { name: en('common.close') }).click();
    await page.getByLabel('Visa number or employer id').fill(`90${stamp}`);
    await page.getByLabel('Visa number or employer id').press('Enter');
    await expect(page.getByRole('table', { name: VISAS }).getByRole('row')).toHaveCount(2);
  });

  test('admin adds a job and a visa of that career; the deactivated job leaves new choices but stays on the visa', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const stamp = String(Date.now()).slice(-8);
    const career = `Visa career ${stamp}`;
    const number = `77${stamp}`;
    await signInAndSettle(page, 'admin');

    // A new job (admin/job)
    await page.goto('/admin/job/add');
    await page.getByLabel('Code').fill(`VC-${stamp}`);
    await page.getByLabel('Arabic name').fill(`مهنة تأشيرة ${stamp}`);
    await page.getByLabel('English name').fill(career);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/job\/\d+$/);
    const jobPage = new URL(page.url()).pathname;

    // A visa of that career: validated in the browser, guarded while unsaved, then saved
    await page.goto('/admin/visa');
    await page.getByRole('link', { name: en('visas.add') }).click();
    await expect(page).toHaveURL(/\/admin\/visa\/add$/);
    await expect(
      page.getByRole('heading', { level: 1, name: en('routes.adminVisaAdd.title') }),
    ).toBeVisible();
    // The form's choices and lazy parts in before the empty form is sent (once, under CI's load, the
    // press came while they loaded and no refusal showed).
    await waitUntilSettled(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(en('validation.required')).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel(/^Visa number/).fill(number);
    await page.getByRole('button', { name: en('visas.backToList') }).click();
    const confirm = page.getByRole('dialog', { name: en('common.unsavedChangesTitle') });
    await confirm.getByRole('button', { name: en('common.stay') }).click();
    await expect(page).toHaveURL(/\/admin\/visa\/add$/);
    await page.getByLabel(/^Employer id/).fill('1012345678');
    await choose(page, /^Country/, 'Philippines');
    await choose(page, /^Gender/, 'Female');
    await choose(page, /^Job/, career);
    await typeDate(page, /^Issue date/, '2026-03-01');
    await typeDate(page, /^Expiry date/, '2026-02-01');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(en('validation.dateRange'))).toBeVisible();
    await typeDate(page, /^Expiry date/, '2027-03-01');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(en('visas.created'))).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/visa\/\d+$/);
    const visaPage = new URL(page.url()).pathname;

    // Deactivate the job
    await page.goto(jobPage);
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText(`${career} was deactivated.`)).toBeVisible();

    // Gone from the career choices of a new visa
    await page.goto('/admin/visa/add');
    const jobs = await optionTexts(page, page.getByRole('combobox', { name: /^Job/ }));
    expect(jobs).toContain('Housemaid');
    expect(jobs.filter((job) => job.includes(career))).toHaveLength(0);
    await page.keyboard.press('Escape');

    // Still on the existing visa's row and record, marked inactive
    const inactive = `${career} (inactive)`;
    await page.goto(`/admin/visa?q=${number}`);
    const row = page.getByRole('table', { name: VISAS }).getByRole('row', { name: new RegExp(number) });
    await expect(row).toContainText(inactive);
    await row.getByRole('link', { name: number }).click();
    await expect(page).toHaveURL(new RegExp(`${visaPage}$`));
    // A native select (decision 0064): the chosen option's text.
    await expect(page.getByRole('combobox', { name: /^Job/ }).locator('option:checked')).toHaveText(inactive);
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByText(/Created · Sara Al-Qahtani/)).toBeVisible();
    await expectNoAxeViolations(page);

    // An edit keeps the inactive career (it is the one the visa holds)
    await page.getByLabel(/^Employer id/).fill('2098765432');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(en('visas.saved'))).toBeVisible();
    await expect(history.getByText('Employer id: 1012345678 → 2098765432')).toBeVisible();
    // A native select (decision 0064): the chosen option's text.
    await expect(page.getByRole('combobox', { name: /^Job/ }).locator('option:checked')).toHaveText(inactive);
  });

  test('the visa form in Arabic: right-to-left, errors in Arabic, no axe violations', async ({ page }) => {
    await signInAndSettle(page, 'admin', 'ar-SA');
    await page.goto('/admin/visa/add');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByRole('heading', { level: 1, name: ar('routes.adminVisaAdd.title') }),
    ).toBeVisible();
    await page.getByRole('button', { name: ar('form.save') }).click();
    await expect(page.getByText(ar('validation.required'))).toHaveCount(7);
    await page.getByLabel(new RegExp(`^${ar('visas.fields.number')}`)).fill('12');
    await page.getByLabel(new RegExp(`^${ar('visas.fields.number')}`)).press('Tab');
    await expect(page.getByText(ar('validation.visaNumber'))).toBeVisible();
    expect(
      await optionTexts(
        page,
        page.getByRole('combobox', { name: new RegExp(`^${ar('visas.fields.jobId')}`) }),
      ),
    ).toContain('عاملة منزلية');
    await expectNoAxeViolations(page);
  });
});
