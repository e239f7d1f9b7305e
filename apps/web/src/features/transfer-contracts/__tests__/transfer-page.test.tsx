import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TransferContract } from '@portal/contracts/transfer-contracts/schemas';
import { routeById } from '@portal/contracts/routes';
import { ConfirmDialogHost } from '../../../components/confirm-dialog';
import { alertStore } from '../../../lib/alerts/alert-store';
import { loadAllModuleResources } from '../../../lib/i18n/module-resources';
import { saveCredentials } from '../../../lib/storage/credentials-storage';
import { setupTestI18n } from '../../../test/i18n';
import { TransferPage } from '../components/transfer-page';
import { WorkerDetailsPage } from '../components/worker-details-page';
import { transferContractTexts } from '../locales/module-texts';
import { AGENCY_ID, OFFICE_ID, REASONS, credentialsOf, json, transferFixture } from './transfer-fixtures';
import { renderRoutes, WAIT } from '../../../test/render-routes';
import { stubFetch } from '../../../test/http';

const renderAt = (path: string) =>
  renderRoutes(
    [
      {
        path: '/transfer-contracts/:id',
        element: (
          <>
            <TransferPage />
            <ConfirmDialogHost />
          </>
        ),
        handle: { route: routeById('transferContracts.view') },
      },
      {
        path: '/transfer-contracts/:id/worker-details',
        element: <WorkerDetailsPage />,
        handle: { route: routeById('transferContracts.workerDetails') },
      },
    ],
    path,
  );

describe('Transfer contract pages', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  const posts = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([input, init]) => [String(input), init?.body]);
  let transfer: TransferContract;

  beforeAll(async () => {
    await setupTestI18n('en-US');
    await loadAllModuleResources(transferContractTexts);
  });
  beforeEach(() => {
    transfer = transferFixture({ actions: ['approve', 'reject'] });
    stubFetch(fetchMock);
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/transfer-contracts/3') return json(transfer);
      if (url === '/api/transfer-contracts/404') return json({ message: 'Not found' }, 404);
      if (url.startsWith('/api/transfer-contracts/3/document')) return json({ html: '<p>Transfer</p>' });
      if (url.startsWith('/api/history/transferContract/3'))
        return json({ items: [], total: 0, page: 0, size: 50 });
      if (url.startsWith('/api/lookups/reasons/options')) return json(REASONS);
      const action = /^\/api\/transfer-contracts\/3\/(\w+)(\?reasonId=\d+)?$/.exec(url)?.[1];
      if (action && init?.method === 'POST') {
        transfer = {
          ...transfer,
          status: action === 'reject' ? 'REJECTED' : 'APPROVED',
          reason: action === 'reject' ? { id: 41, text: REASONS[0]!.text } : null,
          actions: [],
        };
        return json(transfer);
      }
      return json({ message: `unexpected ${url}` }, 500);
    });
  });
  afterEach(() => {
    act(() => alertStore.clear());
    vi.unstubAllGlobals();
  });

  it('shows the agency the transfer, both employers and the fee, and approves after the confirmation', async () => {
    saveCredentials(credentialsOf('EPRO', AGENCY_ID));
    renderAt('/transfer-contracts/3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transfer contract TC-0000003' }, WAIT),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Current employer' })).toHaveTextContent(
      'Ahmed Hassan Mahmoud',
    );
    expect(screen.getByRole('region', { name: 'New employer' })).toHaveTextContent('Fahad Al-Otaibi');
    expect(screen.getByText('Waiting for approval')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Worker details' })).toHaveAttribute(
      'href',
      '/transfer-contracts/3/worker-details',
    );
    expect(screen.getByRole('button', { name: 'PDF in Arabic' })).toBeVisible();
    const bar = screen.getByRole('toolbar', { name: 'Transfer contract actions' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Approve', 'Reject']);
    await userEvent.click(within(bar).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve' }, WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(posts()).toEqual([['/api/transfer-contracts/3/approve', undefined]]));
    expect(await screen.findByText('Approved', undefined, WAIT)).toBeVisible();
    expect(screen.queryByRole('toolbar', { name: 'Transfer contract actions' })).toBeNull();
  });

  it('rejects with a reason of the reasons lookup, which is required', async () => {
    saveCredentials(credentialsOf('EPRO', AGENCY_ID));
    renderAt('/transfer-contracts/3');
    const bar = await screen.findByRole('toolbar', { name: 'Transfer contract actions' }, WAIT);
    await userEvent.click(within(bar).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject' }, WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Choose a reason.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Missing documents' }, WAIT));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(posts()).toEqual([['/api/transfer-contracts/3/reject?reasonId=41', undefined]]),
    );
    expect(await screen.findByText(/Missing documents/, undefined, WAIT)).toBeVisible();
    expect(alertStore.getAlerts().map((alert) => alert.message)).toEqual(['The transfer was rejected.']);
  });

  it('gives the office "Complete the transfer" once the transfer is approved', async () => {
    transfer = transferFixture({ status: 'APPROVED', actions: ['complete'] });
    saveCredentials(credentialsOf('PRO_OFFICE', OFFICE_ID));
    renderAt('/transfer-contracts/3');
    const bar = await screen.findByRole('toolbar', { name: 'Transfer contract actions' }, WAIT);
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Complete the transfer']);
  });

  it('shows the worker details with the request link and the move', async () => {
    saveCredentials(credentialsOf('PRO_OFFICE', OFFICE_ID));
    renderAt('/transfer-contracts/3/worker-details');
    const worker = await screen.findByRole('region', { name: 'Worker' }, WAIT);
    expect(within(worker).getByText('P1234567A').tagName).toBe('BDI');
    expect(within(worker).getByRole('link', { name: 'ER-0000005' })).toHaveAttribute(
      'href',
      '/employment-requests/contract/5',
    );
    expect(within(worker).getByText('Not recorded')).toBeVisible();
    expect(screen.getByRole('region', { name: 'The transfer' })).toHaveTextContent('Fahad Al-Otaibi');
    expect(screen.getByRole('link', { name: 'Transfer contract' })).toHaveAttribute(
      'href',
      '/transfer-contracts/3',
    );
  });

  it('answers a transfer one may not see with "not found"', async () => {
    saveCredentials(credentialsOf('FMOL', 40));
    renderAt('/transfer-contracts/404');
    expect(await screen.findByRole('link', { name: /back/i }, WAIT)).toHaveAttribute(
      'href',
      '/transfer-contracts',
    );
  });
});
