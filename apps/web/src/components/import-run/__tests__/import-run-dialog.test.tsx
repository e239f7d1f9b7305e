import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ImportIssue } from '@portal/contracts/import-runs';
import { api } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format/intl';
import { createQueryClient } from '../../../lib/query-client';
import { json, stubBlobUrls, stubFetch } from '../../../test/http';
import { setupTestI18n } from '../../../test/i18n';
import { uploadImportFile } from '../api/upload-import-file';
import { ImportRunDialog } from '../import-run-dialog';
import { importRunFixture, refusedRun } from './import-run-fixture';

const WAIT = { timeout: 15_000 };
const RUN_URL = '/api/import-runs/run-1';
const STORED = 'importRun.visas';

const issuesOn = (count: number): ImportIssue[] =>
  Array.from({ length: count }, (_, index) => ({
    line: index + 2,
    field: index === 0 ? '_' : 'number',
    message: `Problem of line ${index + 2}.`,
  }));

/** A page with its list and the import button, as a feature's list page has it. */
const Page = () => {
  const [open, setOpen] = useState(false);
  useQuery({ queryKey: ['things'], queryFn: () => api.get<unknown>('/api/things') });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open the import
      </button>
      <ImportRunDialog
        kind="visas"
        open={open}
        onClose={() => setOpen(false)}
        title="Import things"
        help={<p>Columns: number, name.</p>}
        fileLabel="Spreadsheet"
        upload={(file) => uploadImportFile('/api/things/import', file)}
        columnLabel={(field) => `Column ${field}`}
        summary={(run) => `${run.written.imported ?? 0} things were imported.`}
      />
    </>
  );
};

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Page />
    </QueryClientProvider>,
  );

const csv = () => new File(['number\n1\n'], 'things.csv', { type: 'text/csv' });

describe('import run dialog', { timeout: 60_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  let runAnswer: () => Response;
  let uploadAnswer: () => Response;
  const calls = (prefix: string, method = 'GET') =>
    fetchMock.mock.calls.filter(
      ([input, init]) => String(input).startsWith(prefix) && (init?.method ?? 'GET') === method,
    );

  beforeAll(() => setupTestI18n('en-US'));
  beforeEach(() => {
    stubFetch(fetchMock);
    runAnswer = () => json(importRunFixture());
    uploadAnswer = () => json({ id: 'run-1' }, 202);
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/things/import' && init?.method === 'POST') return uploadAnswer();
      if (url === RUN_URL) return runAnswer();
      if (url === '/api/things') return json([]);
      if (url.startsWith(`${RUN_URL}/refusals?`))
        return new Response('line,column,problem\n', { headers: { 'content-type': 'text/csv' } });
      return json({ message: `unexpected ${url}` }, 500);
    });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await setupTestI18n('en-US');
  });

  const openDialog = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Open the import' }));
    return screen.findByRole('dialog', { name: 'Import things' }, WAIT);
  };

  const uploadFile = async (dialog: HTMLElement) => {
    await userEvent.upload(within(dialog).getByLabelText('Spreadsheet'), csv());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
  };

  it('follows the run: the phase and live counts, then the outcome with the first issues and the report', async () => {
    stubBlobUrls('report');
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderPage();
    const dialog = await openDialog();
    expect(within(dialog).getByText('Columns: number, name.')).toBeVisible();
    expect(within(dialog).getByText('CSV or XLSX, up to 5 MB.')).toBeVisible();
    await uploadFile(dialog);

    const progress = await within(dialog).findByRole('region', { name: 'Importing things.csv' }, WAIT);
    await waitFor(() => expect(progress).toHaveFocus(), WAIT);
    expect(within(progress).getByText('Waiting for its turn…')).toBeVisible();
    expect(within(progress).getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
    expect((calls('/api/things/import', 'POST')[0]![1]!.body as FormData).get('file')).toBeInstanceOf(File);
    expect(sessionStorage.getItem(STORED)).toBe(JSON.stringify({ id: 'run-1', refreshed: false }));

    runAnswer = () => json(importRunFixture({ status: 'running', rowsRead: 2000 }));
    expect(await within(progress).findByText('Reading the file…', {}, WAIT)).toBeVisible();
    const counts = within(progress).getByText('2,000 rows read, 0 accepted, 0 refused.');
    expect(counts).toHaveAttribute('aria-live', 'polite');

    runAnswer = () =>
      json(importRunFixture({ status: 'running', rowsRead: 3000, rowsAccepted: 1498, rowsRefused: 2 }));
    expect(
      await within(progress).findByText('3,000 rows read, 1,498 accepted, 2 refused.', {}, WAIT),
    ).toBeVisible();
    expect(within(progress).getByText('Checking the rows…')).toBeVisible();
    const bar = within(progress).getByRole('progressbar', { name: 'Checking the rows…' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveAttribute('aria-valuetext', '1,500 of 3,000 rows checked');
    expect(within(dialog).queryByRole('button', { name: 'Import another file' })).toBeNull();

    // The list was read when shown and again after the upload; the run then writes rows.
    const listReads = () => calls('/api/things').filter(([input]) => String(input) === '/api/things').length;
    await waitFor(() => expect(listReads()).toBe(2), WAIT);
    runAnswer = () =>
      json(
        importRunFixture({
          status: 'done',
          rowsRead: 3000,
          rowsAccepted: 2850,
          rowsRefused: 150,
          written: { imported: 2850 },
          issueCount: 150,
          issues: issuesOn(100),
        }),
      );
    const outcome = await within(dialog).findByRole('region', { name: 'Import of things.csv' }, WAIT);
    await waitFor(() => expect(outcome).toHaveFocus(), WAIT);
    expect(within(outcome).getByRole('status')).toHaveTextContent('2850 things were imported.');
    expect(
      within(outcome).getByText('The first 100 of 150 problems are listed; the report has them all.'),
    ).toBeVisible();
    const rows = within(within(outcome).getByRole('table', { name: 'Refused rows' })).getAllByRole('row');
    expect(rows).toHaveLength(101);
    expect(rows.slice(0, 3).map((row) => row.textContent)).toEqual([
      'LineColumnProblem',
      '2Whole rowProblem of line 2.',
      '3Column numberProblem of line 3.',
    ]);

    await userEvent.click(within(outcome).getByRole('button', { name: 'Download the refusals (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(1), WAIT);
    await userEvent.click(within(outcome).getByRole('button', { name: 'Download the refusals (XLSX)' }));
    await waitFor(() => expect(saved).toHaveLength(2), WAIT);
    const downloads = calls(`${RUN_URL}/refusals`);
    expect(downloads.map(([input]) => String(input))).toEqual([
      `${RUN_URL}/refusals?format=csv`,
      `${RUN_URL}/refusals?format=xlsx`,
    ]);
    expect(new Headers(downloads[0]![1]!.headers).get('authorization')).toBe('Bearer token');
    expect(saved[0]).toMatch(/^import-refusals-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(saved[1]).toMatch(/^import-refusals-\d{4}-\d{2}-\d{2}\.xlsx$/);
    // The run wrote rows: the list behind the dialog is read again, once.
    await waitFor(() => expect(listReads()).toBe(3), WAIT);
    expect(JSON.parse(sessionStorage.getItem(STORED)!)).toEqual({ id: 'run-1', refreshed: true });
  });

  it('shows why a refused run wrote nothing, with the rows to correct and the report', async () => {
    runAnswer = () => json(importRunFixture(refusedRun));
    renderPage();
    const dialog = await openDialog();
    await uploadFile(dialog);
    const outcome = await within(dialog).findByRole('region', { name: 'Import of things.csv' }, WAIT);
    expect(within(outcome).getByRole('alert')).toHaveTextContent('2 rows are invalid: nothing was imported.');
    expect(
      within(within(outcome).getByRole('table', { name: 'Refused rows' }))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'LineColumnProblem',
      '3Column employerIdNo employer has this id.',
      '4Column countryUnknown country code XXX.',
    ]);
    expect(within(outcome).queryByText(/The first/)).toBeNull();
    expect(within(outcome).getByRole('button', { name: 'Download the refusals (CSV)' })).toBeEnabled();
  });

  it('says a failed run could not be finished, with nothing to download', async () => {
    runAnswer = () => json(importRunFixture({ status: 'failed', rowsRead: 1000 }));
    renderPage();
    const dialog = await openDialog();
    await uploadFile(dialog);
    const outcome = await within(dialog).findByRole('region', { name: 'Import of things.csv' }, WAIT);
    expect(within(outcome).getByRole('alert')).toHaveTextContent(
      'The import could not be finished. Please try again later.',
    );
    expect(within(outcome).queryByRole('table')).toBeNull();
    expect(within(outcome).queryByRole('button', { name: /Download/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Import another file' })).toBeVisible();
  });

  it('shows the refusal of the file itself and follows no run', async () => {
    uploadAnswer = () =>
      json(
        { message: 'The header is missing these columns: name.', fieldErrors: { file: ['missing'] } },
        400,
      );
    renderPage();
    const dialog = await openDialog();
    await uploadFile(dialog);
    expect(await within(dialog).findByRole('alert', {}, WAIT)).toHaveTextContent(
      'The header is missing these columns: name.',
    );
    expect(within(dialog).getByLabelText('Spreadsheet')).toBeInTheDocument();
    expect(calls(RUN_URL)).toHaveLength(0);
    expect(sessionStorage.getItem(STORED)).toBeNull();
  });

  it('names a wrong choice at once and sends nothing for it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    const dialog = await openDialog();
    await user.upload(within(dialog).getByLabelText('Spreadsheet'), new File(['x'], 'things.pdf'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'things.pdf: Choose a .csv or .xlsx file.',
    );
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(calls('/api/things/import', 'POST')).toHaveLength(0);
  });

  it('shows the same run again when reopened, also after the page was left, until another file is imported', async () => {
    runAnswer = () => json(importRunFixture({ status: 'running', rowsRead: 1000 }));
    const first = renderPage();
    let dialog = await openDialog();
    await uploadFile(dialog);
    expect(
      await within(dialog).findByText('1,000 rows read, 0 accepted, 0 refused.', {}, WAIT),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);

    dialog = await openDialog();
    expect(
      await within(dialog).findByText('1,000 rows read, 0 accepted, 0 refused.', {}, WAIT),
    ).toBeVisible();
    expect(within(dialog).queryByLabelText('Spreadsheet')).toBeNull();
    first.unmount();

    runAnswer = () =>
      json(
        importRunFixture({ status: 'done', rowsRead: 1000, rowsAccepted: 1000, written: { imported: 1000 } }),
      );
    renderPage();
    dialog = await openDialog();
    const outcome = await within(dialog).findByRole('region', { name: 'Import of things.csv' }, WAIT);
    expect(within(outcome).getByRole('status')).toHaveTextContent('1000 things were imported.');
    expect(calls('/api/things/import', 'POST')).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import another file' }));
    await waitFor(
      () => expect(within(dialog).getByRole('button', { name: 'Choose a file' })).toHaveFocus(),
      WAIT,
    );
    expect(sessionStorage.getItem(STORED)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('starts afresh when the kept run is no longer the person’s', async () => {
    sessionStorage.setItem(STORED, JSON.stringify({ id: 'run-1', refreshed: false }));
    runAnswer = () => json({ message: 'Not found.' }, 404);
    renderPage();
    const dialog = await openDialog();
    expect(await within(dialog).findByLabelText('Spreadsheet', {}, WAIT)).toBeInTheDocument();
    expect(sessionStorage.getItem(STORED)).toBeNull();
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('counts in Arabic', async () => {
    await setupTestI18n('ar-SA');
    sessionStorage.setItem(STORED, JSON.stringify({ id: 'run-1', refreshed: false }));
    runAnswer = () =>
      json(importRunFixture({ status: 'running', rowsRead: 4000, rowsAccepted: 1000, rowsRefused: 1000 }));
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Open the import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import things' }, WAIT);
    const n = (value: number) => formatNumber(value, 'ar-SA');
    expect(
      await within(dialog).findByText(`قُرئ ${n(4000)} سطرًا، وقُبل ${n(1000)}، ورُفض ${n(1000)}.`, {}, WAIT),
    ).toBeVisible();
    expect(within(dialog).getByRole('progressbar', { name: 'جارٍ التحقق من الأسطر…' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeVisible();
  });
});
