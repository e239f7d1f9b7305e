import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { importRunFixture, refusedRun } from '../../../components/import-run/__tests__/import-run-fixture';
import { createQueryClient } from '../../../lib/query-client';
import { json, stubFetch } from '../../../test/http';
import { setupTestI18n } from '../../../test/i18n';
import { ImportDialog } from '../components/import-dialog';

const WAIT = { timeout: 15_000 };

const visasRun = (overrides: Parameters<typeof importRunFixture>[0]) =>
  importRunFixture({ id: 'run-visas', kind: 'visas', fileName: 'visas.xlsx', ...overrides });

describe('visas import dialog', { timeout: 40_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  let runAnswer: () => Response;

  beforeAll(() => setupTestI18n('en-US'));
  beforeEach(() => {
    stubFetch(fetchMock);
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/visas/import' && init?.method === 'POST') return json({ id: 'run-visas' }, 202);
      if (url === '/api/import-runs/run-visas') return runAnswer();
      return json({ message: `unexpected ${url}` }, 500);
    });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setupTestI18n('en-US');
  });

  const upload = async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ImportDialog open onClose={() => undefined} />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Import visas' }, WAIT);
    expect(
      within(dialog).getByText(
        /at most 5,000 rows .* number, employerId, country, gender, job, issueDate, expiryDate\./,
      ),
    ).toBeVisible();
    const workbook = new File(['PK'], 'visas.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await userEvent.upload(within(dialog).getByLabelText('CSV or XLSX file'), workbook);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    return dialog;
  };

  it('lists the rows to correct of a refused run, all or nothing, with the visa columns named', async () => {
    runAnswer = () => json(visasRun(refusedRun));
    const dialog = await upload();
    expect(await within(dialog).findByRole('alert', {}, WAIT)).toHaveTextContent(
      '2 rows are invalid: nothing was imported.',
    );
    expect(
      within(within(dialog).getByRole('table', { name: 'Refused rows' }))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'LineColumnProblem',
      '3Employer idNo employer has this id.',
      '4CountryUnknown country code XXX.',
    ]);
  });

  it('says how many visas a done run imported', async () => {
    runAnswer = () =>
      json(visasRun({ status: 'done', rowsRead: 2, rowsAccepted: 2, written: { imported: 2 } }));
    const dialog = await upload();
    expect(await within(dialog).findByRole('status', {}, WAIT)).toHaveTextContent('2 visas were imported.');
    expect(within(dialog).queryByRole('table')).toBeNull();
  });
});
