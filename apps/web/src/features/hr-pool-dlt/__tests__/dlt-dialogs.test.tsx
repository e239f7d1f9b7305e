import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertStore } from '../../../lib/alerts/alert-store';
import { setAccessTokenProvider } from '../../../lib/auth/auth-hooks';
import { loadAllModuleResources } from '../../../lib/i18n/module-resources';
import { saveCredentials } from '../../../lib/storage/credentials-storage';
import { typeDate } from '../../../test/date-field';
import { chooseOptions } from '../../../test/select-field';
import { setupTestI18n } from '../../../test/i18n';
import { MARIA_SANTOS_TYPED } from '../../hr-pool/__tests__/candidate-fixtures';
import { hrPoolTabsTexts } from '../../hr-pool/locales/tabs/module-texts';
import { dltTexts } from '../locales/module-texts';
import { credentialsOf, importRunDoneFixture, JOB_OPTIONS, json, workerFixture } from './dlt-fixtures';
import { renderDltPage, WAIT } from './dlt-test-app';

const TAKEN = 'A worker with passport number P1234567 is already registered for this country.';

const file = (name: string, size = 100) =>
  new File(['x'.repeat(size)], name, { type: name.endsWith('.csv') ? 'text/csv' : 'application/pdf' });

describe('DLT dialogs of the ministry', { timeout: 60_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  const posts = (url: string) =>
    fetchMock.mock.calls.filter(([input, init]) => String(input) === url && init?.method === 'POST');
  let importAnswer: () => Response;
  let runAnswer: () => Response;
  let addAnswer: () => Response;

  beforeAll(async () => {
    await setupTestI18n('en-US');
    await loadAllModuleResources(dltTexts);
    await loadAllModuleResources(hrPoolTabsTexts);
  });
  beforeEach(() => {
    act(() => alertStore.clear());
    vi.stubGlobal('fetch', fetchMock);
    setAccessTokenProvider(async () => 'token');
    fetchMock.mockReset();
    saveCredentials(credentialsOf('FMOL', [{ module: 'HR_POOL', access: 'WRITE' }]));
    importAnswer = () => json({ id: 'run-dlt' }, 202);
    runAnswer = () => json(importRunDoneFixture('en'));
    addAnswer = () => json(workerFixture(), 201);
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/config')) return json({ message: 'none' }, 404);
      if (url.startsWith('/api/lookups/jobs/options')) return json(JOB_OPTIONS);
      if (url === '/api/hr-pool/dlt/import') return importAnswer();
      if (url === '/api/import-runs/run-dlt') return runAnswer();
      if (url === '/api/hr-pool/dlt') return addAnswer();
      if (url.startsWith('/api/hr-pool/dlt?'))
        return json({ items: [workerFixture()], total: 1, page: 0, size: 10 });
      return json({ message: `unexpected ${url}` }, 500);
    });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setupTestI18n('en-US');
  });

  const openImport = async () => {
    renderDltPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Import' }, WAIT));
    return screen.findByRole('dialog', { name: 'Import DLT workers' }, WAIT);
  };

  it('hides Add and Import from a ministry user with read-only rights', async () => {
    saveCredentials(credentialsOf('FMOL', [{ module: 'HR_POOL', access: 'READ' }]));
    renderDltPage();
    await screen.findByRole('table', { name: 'DLT workers' }, WAIT);
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add worker' })).toBeNull();
  });

  it('says what may be imported, names a wrong file once chosen, and sends nothing for it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const dialog = await openImport();
    expect(within(dialog).getByText(/A CSV \(UTF-8\) or XLSX file up to 5 MB and 20,000 rows/)).toBeVisible();
    expect(within(dialog).getByText('passportNumber')).toBeInTheDocument();
    expect(within(dialog).getByText('language codes separated by ; (e.g. en;tl)')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    const upload = within(dialog).getByRole('button', { name: 'Import' });
    expect(upload).toBeDisabled();
    await user.upload(within(dialog).getByLabelText('CSV or XLSX file'), file('workers.pdf'));
    expect(await within(dialog).findByText('workers.pdf: Choose a .csv or .xlsx file.')).toBeVisible();
    expect(upload).toBeDisabled();
    await user.upload(within(dialog).getByLabelText('CSV or XLSX file'), file('big.csv', 5 * 1_048_576 + 1));
    expect(await within(dialog).findByText('big.csv: The file is larger than 5 MB.')).toBeVisible();
    expect(upload).toBeDisabled();
    expect(posts('/api/hr-pool/dlt/import')).toHaveLength(0);
  });

  it('uploads a file, follows the run and lists each refused row by line, column and problem; a refused file says why', async () => {
    const dialog = await openImport();
    await userEvent.upload(within(dialog).getByLabelText('CSV or XLSX file'), file('workers.csv'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('status', {}, WAIT)).toHaveTextContent(
      '3 workers were added; 2 rows were refused (listed below).',
    );
    const body = posts('/api/hr-pool/dlt/import')[0]![1]!.body as FormData;
    expect((body.get('file') as File).name).toBe('workers.csv');
    const table = within(dialog).getByRole('table', { name: 'Refused rows' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'LineColumnProblem',
      '3Passport numberEnter 6 to 12 capital letters and digits, as printed in the passport.',
      '5Job codeThere is no active job with the code "NOPE".',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Download the refusals (CSV)' })).toBeEnabled();
    // The run wrote workers: the list is read again.
    await waitFor(
      () =>
        expect(
          fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/hr-pool/dlt?')).length,
        ).toBeGreaterThanOrEqual(2),
      WAIT,
    );

    importAnswer = () => json({ message: 'The header is missing these columns: religion.' }, 400);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import another file' }));
    await userEvent.upload(within(dialog).getByLabelText('CSV or XLSX file'), file('other.csv'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('alert', {}, WAIT)).toHaveTextContent(
      'The header is missing these columns: religion.',
    );
    expect(within(dialog).queryByRole('table')).toBeNull();
  });

  it('shows the report in Arabic', async () => {
    await setupTestI18n('ar-SA');
    runAnswer = () => json(importRunDoneFixture('ar'));
    renderDltPage();
    await userEvent.click(await screen.findByRole('button', { name: 'استيراد' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'استيراد عمالة DLT' }, WAIT);
    await userEvent.upload(within(dialog).getByLabelText('ملف CSV أو XLSX'), file('workers.csv'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'استيراد' }));
    const table = await within(dialog).findByRole('table', { name: 'الأسطر المرفوضة' }, WAIT);
    expect(within(table).getByText('رقم الجواز')).toBeVisible();
    expect(within(table).getByText('لا توجد مهنة مفعّلة بالرمز "NOPE".')).toBeVisible();
    expect(within(dialog).getByRole('status')).toHaveTextContent('أُضيف 3 عاملًا، ورُفض 2 سطرًا');
    expect(within(dialog).getByRole('button', { name: 'تنزيل المرفوضات (XLSX)' })).toBeEnabled();
  });

  it('adds a worker with the contract rules in the form and a registered passport on its field', async () => {
    addAnswer = () => json({ message: TAKEN, fieldErrors: { passportNumber: [TAKEN] } }, 409);
    renderDltPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add worker' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Add a DLT worker' }, WAIT);
    await userEvent.type(within(dialog).getByLabelText(/^Name \(Arabic\)/), 'Maria');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Use Arabic letters and spaces only.', {}, WAIT)).toBeVisible();
    expect(within(dialog).getAllByText('This field is required.').length).toBeGreaterThan(5);
    expect(posts('/api/hr-pool/dlt')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/^Passport number/), 'p1234567');
    await typeDate(/^Passport expiry/, '2030-05-01');
    await userEvent.clear(within(dialog).getByLabelText(/^Name \(Arabic\)/));
    await userEvent.type(within(dialog).getByLabelText(/^Name \(Arabic\)/), 'ماريا سانتوس');
    await userEvent.type(within(dialog).getByLabelText(/^Name \(English\)/), 'Maria Santos');
    await typeDate(/^Birth date/, '1995-03-10');
    await chooseOptions(/^Gender/, 'Female');
    await chooseOptions(/^Religion/, 'Christianity');
    await chooseOptions(/^Marital status/, 'Single');
    const career = screen.getByRole('combobox', { name: /^Career/ });
    expect(
      within(career)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Housemaid', 'Home cook']);
    await userEvent.selectOptions(career, 'Housemaid');
    await userEvent.type(within(dialog).getByLabelText(/^Experience/), '4');
    await chooseOptions(/^Languages/, 'Filipino (Tagalog)', 'English');
    await chooseOptions(/^Education/, 'Secondary school');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(TAKEN, {}, WAIT)).toBeInTheDocument();
    const [, init] = posts('/api/hr-pool/dlt')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual(MARIA_SANTOS_TYPED);

    addAnswer = () => json(workerFixture(), 201);
    await userEvent.clear(within(dialog).getByLabelText(/^Passport number/));
    await userEvent.type(within(dialog).getByLabelText(/^Passport number/), 'P7654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(alertStore.getAlerts().map((alert) => alert.message)).toContain(
      "The worker was added to your country's DLT register.",
    );
  });
});
