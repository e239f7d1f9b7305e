import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, localeText, signInAndSettle } from './support';

const flagOn = (process.env.E2E_FEATURE_FLAGS ?? '').split(',').includes('adminVisa');
const VISAS = localeText('en-US', 'routes.adminVisa.title');
const HEADER = 'number,employerId,country,gender,job,issueDate,expiryDate';

test.describe('visas with the adminVisa flag off (this build)', () => {
  test.skip(flagOn, 'the server runs with adminVisa on');

  test('the visa screen is absent from the admin menu and /admin/visa goes to /', async ({ page }) => {
    await signInAndSettle(page, 'admin');
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('link', { name: VISAS, exact: true })).toHaveCount(0);
    const answers: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) answers.push(new URL(frame.url()).pathname);
    });
    await page.goto('/admin/visa');
    await expect(page).not.toHaveURL(/\/admin\/visa/);
    await expect.poll(() => answers.includes('/') || new URL(page.url()).pathname === '/').toBe(true);
    const api = await page.request.get('/api/visas');
    expect(api.status()).toBe(404);
  });
});

test.describe('visas with the adminVisa flag on (E2E_FEATURE_FLAGS=adminVisa)', () => {
  test.skip(!flagOn, 'opt-in: run with E2E_FEATURE_FLAGS=adminVisa');

  test('admin imports visas: a bad file is refused row by row, a good one is listed', async ({ page }) => {
    test.setTimeout(150_000);
    await signInAndSettle(page, 'admin');
    await page.getByRole('link', { name: VISAS, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: VISAS })).toBeVisible();
    await expectNoAxeViolations(page);
    const stamp = String(Date.now()).slice(-8);
    const upload = async (csv: string) => {
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const dialog = page.getByRole('dialog');
      await dialog
        .getByLabel('CSV file')
        .setInputFiles({ name: 'visas.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      return dialog;
    };
    const bad = await upload(
      `${HEADER}\n90${stamp},1012345678,PHL,FEMALE,911101,2026-01-01,2027-01-01\n` +
        `91${stamp},3012345678,PHL,FEMALE,911101,2026-01-01,2027-01-01\n` +
        `92${stamp},1012345678,XXX,FEMALE,911101,2026-01-01,2027-01-01\n`,
    );
    await expect(bad.getByRole('alert')).toContainText('nothing was imported');
    const errors = bad.getByRole('table', { name: 'Rows to correct' });
    await expect(errors.getByRole('row', { name: /3 Employer id/ })).toBeVisible();
    await expect(errors.getByRole('row', { name: /4 Country Unknown country code XXX/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await bad.getByRole('button', { name: 'Cancel' }).click();

    await upload(`${HEADER}\n90${stamp},1012345678,PHL,FEMALE,911101,2026-01-01,2027-01-01\n`);
    await expect(page.getByText('1 visas were imported.')).toBeVisible();
    await page.getByLabel('Visa number or employer id').fill(`90${stamp}`);
    await page.getByLabel('Visa number or employer id').press('Enter');
    await expect(page.getByRole('table', { name: VISAS }).getByRole('row')).toHaveCount(2);
  });
});
