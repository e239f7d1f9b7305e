import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routeById } from '@portal/contracts/routes';
import { createQueryClient } from '../../../lib/query-client';
import { saveCredentials } from '../../../lib/storage/credentials-storage';
import { setupFeatureTexts, setupTestI18n } from '../../../test/i18n';
import { hrPoolTabsTexts } from '../../hr-pool/locales/tabs/module-texts';
import { OldContractsPage } from '../components/old-contracts-page';
import { oldContractsTexts } from '../locales/module-texts';
import { importRunFixture } from '../../../components/import-run/__tests__/import-run-fixture';
import { credentialsOf, importRunDoneFixture, json, oldContractFixture } from './old-contract-fixtures';
import { renderRoutes, WAIT } from '../../../test/render-routes';
import { stubFetch } from '../../../test/http';

const renderPage = () =>
  renderRoutes(
    [
      {
        path: '/hr-pool/old-contracts',
        element: <OldContractsPage />,
        handle: { route: routeById('hrPool.oldContracts') },
      },
    ],
    '/hr-pool/old-contracts',
    createQueryClient(),
  );

const csv = (name = 'contracts.csv', size = 100) =>
  new File(['x'.repeat(size)], name, { type: name.endsWith('.csv') ? 'text/csv' : 'application/pdf' });

describe('old contracts import dialog', { timeout: 40_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  const imports = () =>
    fetchMock.mock.calls.filter(([input]) => String(input) === '/api/old-contracts/import');
  let importAnswer: () => Response;
  let runAnswer: () => Response;

  beforeAll(() => setupFeatureTexts(oldContractsTexts, hrPoolTabsTexts));
  beforeEach(() => {
    stubFetch(fetchMock);
    saveCredentials(credentialsOf('ADMIN', { accessRights: [{ module: 'HR_POOL', access: 'WRITE' }] }));
    importAnswer = () => json({ id: 'run-old' }, 202);
    runAnswer = () => json(importRunDoneFixture('en'));
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/config')) return json({ message: 'none' }, 404);
      if (url === '/api/old-contracts/import') return importAnswer();
      if (url.startsWith('/api/import-runs/')) return runAnswer();
      if (url.startsWith('/api/old-contracts?'))
        return json({ items: [oldContractFixture()], total: 1, page: 0, size: 10, totalIsEstimate: false });
      return json({ message: `unexpected ${url}` }, 500);
    });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setupTestI18n('en-US');
  });

  const openDialog = async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Import' }, WAIT));
    return screen.findByRole('dialog', { name: 'Import old worker contracts' }, WAIT);
  };

  it('says what is allowed, names a wrong choice only once chosen, and sends nothing for it', async () => {
    // The picker offers only .csv and .xlsx; a person can still pick "All files".
    const user = userEvent.setup({ applyAccept: false });
    const dialog = await openDialog();
    expect(within(dialog).getByText('CSV or XLSX, up to 5 MB.')).toBeVisible();
    expect(within(dialog).getByText(/contractNumber, country, passportNumber/)).toBeVisible();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    const upload = within(dialog).getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();

    await user.upload(within(dialog).getByLabelText('File'), csv('contracts.pdf'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'contracts.pdf: Choose a .csv or .xlsx file.',
    );
    expect(upload).toBeDisabled();
    await user.upload(within(dialog).getByLabelText('File'), csv('big.csv', 5 * 1_048_576 + 1));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'big.csv: The file is larger than 5 MB.',
    );
    expect(upload).toBeDisabled();
    expect(imports()).toHaveLength(0);
  });

  it('uploads a file, follows the run and shows the per-row report with line, column and problem', async () => {
    const dialog = await openDialog();
    await userEvent.upload(within(dialog).getByLabelText('File'), csv());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      await within(dialog).findByText(
        '5 rows read: 3 added, 0 updated, 0 already up to date, 2 refused.',
        {},
        WAIT,
      ),
    ).toBeVisible();
    expect(imports()).toHaveLength(1);
    const body = imports()[0]![1]!.body as FormData;
    expect((body.get('file') as File).name).toBe('contracts.csv');
    const table = within(dialog).getByRole('table', { name: 'Refused rows' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'LineColumnProblem',
      '3Passport numberEnter 6 to 12 capital letters and digits, as printed in the passport.',
      '5CountryUnknown country code XXX.',
    ]);
    // The list is read again with the new contracts (when the run is done: the import run dialog's test).
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/old-contracts?')).length,
      ).toBeGreaterThanOrEqual(2),
    );

    importAnswer = () => json({ id: 'run-old-2' }, 202);
    runAnswer = () =>
      json(
        importRunFixture({
          id: 'run-old-2',
          kind: 'old-contracts',
          status: 'done',
          fileName: 'contracts.csv',
          rowsRead: 3,
          rowsAccepted: 3,
          written: { imported: 0, updated: 0, unchanged: 3 },
        }),
      );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import another file' }));
    await userEvent.upload(within(dialog).getByLabelText('File'), csv());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      await within(dialog).findByText(
        /Nothing changed: every valid row was already imported as it is\./,
        {},
        WAIT,
      ),
    ).toBeVisible();
    expect(within(dialog).queryByRole('table')).toBeNull();
  });

  it('shows a refused file’s message, and the report in Arabic', async () => {
    importAnswer = () =>
      json({ message: 'The header has an unknown column “colour”. Allowed columns: contractNumber, …' }, 400);
    const dialog = await openDialog();
    await userEvent.upload(within(dialog).getByLabelText('File'), csv());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByRole('alert', {}, WAIT)).toHaveTextContent('unknown column “colour”');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await setupTestI18n('ar-SA');
    importAnswer = () => json({ id: 'run-old' }, 202);
    runAnswer = () => json(importRunDoneFixture('ar'));
    await userEvent.click(screen.getByRole('button', { name: 'استيراد' }));
    const arabic = await screen.findByRole('dialog', { name: 'استيراد عقود العمالة السابقة' }, WAIT);
    expect(within(arabic).getByText('CSV أو XLSX، بحجم لا يتجاوز 5 ميغابايت.')).toBeVisible();
    await userEvent.upload(within(arabic).getByLabelText('الملف'), csv());
    await userEvent.click(within(arabic).getByRole('button', { name: 'رفع' }));
    const table = await within(arabic).findByRole('table', { name: 'الأسطر المرفوضة' }, WAIT);
    expect(within(table).getByText('رقم الجواز')).toBeVisible();
    expect(within(table).getByText('رمز الدولة XXX غير معروف.')).toBeVisible();
    expect(within(arabic).getByRole('status')).toHaveTextContent(
      'قُرئ 5 سطر: أُضيف 3، وحُدّث 0، و0 محدّث مسبقًا، ورُفض 2.',
    );
  });
});
