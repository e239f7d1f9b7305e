import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routeById } from '@portal/contracts/routes';
import { loadAllModuleResources } from '../../../lib/i18n/module-resources';
import { saveCredentials } from '../../../lib/storage/credentials-storage';
import { setupTestI18n } from '../../../test/i18n';
import { TransferListPage } from '../components/transfer-list-page';
import { transferContractTexts } from '../locales/module-texts';
import { AGENCY_ID, OFFICE_ID, credentialsOf, json, summaryFixture } from './transfer-fixtures';
import { renderRoutes, WAIT } from '../../../test/render-routes';
import { stubFetch } from '../../../test/http';

const renderAt = (path: string) =>
  renderRoutes(
    [
      {
        path: '/transfer-contracts',
        element: <TransferListPage />,
        handle: { route: routeById('transferContracts') },
      },
    ],
    path,
  );

describe('Transfer contract list', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  const calls = () => fetchMock.mock.calls.map(([input]) => String(input));
  let rows = [summaryFixture()];
  let failList = false;

  beforeAll(async () => {
    await setupTestI18n('en-US');
    await loadAllModuleResources(transferContractTexts);
  });
  beforeEach(() => {
    rows = [summaryFixture()];
    failList = false;
    stubFetch(fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/lookups/countries/options'))
        return json([
          { id: 7, code3: 'PHL', name: { ar: 'الفلبين', en: 'Philippines' }, careerRequiredInFilters: true },
        ]);
      if (url.startsWith('/api/transfer-contracts?')) {
        if (failList) return json({ message: 'Database unavailable' }, 503);
        return json({ items: rows, total: rows.length, page: 0, size: 10 });
      }
      return json({ message: `unexpected ${url}` }, 500);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows an office its transfers with links and the add button, the filters read from the URL', async () => {
    saveCredentials(credentialsOf('PRO_OFFICE', OFFICE_ID));
    const router = renderAt('/transfer-contracts?status=PENDING,bogus&q=P12');
    const link = await screen.findByRole('link', { name: 'TC-0000003' }, WAIT);
    expect(link).toHaveAttribute('href', '/transfer-contracts/3');
    const table = screen.getByRole('table', { name: 'Transfer contracts' });
    expect(within(table).getByText('P1234567A').tagName).toBe('BDI');
    expect(within(table).getByText('Waiting for approval')).toBeVisible();
    expect(screen.getByRole('link', { name: 'New transfer contract' })).toHaveAttribute(
      'href',
      '/transfer-contracts/add',
    );
    expect(calls()).toContain('/api/transfer-contracts?q=P12&status=PENDING&page=0&size=10');

    // The worker's name or passport goes into the URL and the call.
    const search = screen.getByLabelText('Worker name, passport or contract no.');
    await userEvent.clear(search);
    await userEvent.type(search, 'Maria');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toContain('q=Maria'));
    await waitFor(() =>
      expect(calls()).toContain('/api/transfer-contracts?q=Maria&status=PENDING&page=0&size=10'),
    );
  });

  it('filters by status with the chips, each a pressed or unpressed button, kept in the URL', async () => {
    saveCredentials(credentialsOf('EPRO', AGENCY_ID));
    const router = renderAt('/transfer-contracts');
    await screen.findByRole('link', { name: 'TC-0000003' }, WAIT);
    expect(screen.queryByRole('link', { name: 'New transfer contract' })).toBeNull();
    const chips = screen.getByRole('group', { name: 'Show transfers by status' });
    expect(within(chips).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(chips).getByRole('button', { name: 'Approved' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=APPROVED'));
    await waitFor(() => expect(calls()).toContain('/api/transfer-contracts?status=APPROVED&page=0&size=10'));
    expect(within(chips).getByRole('button', { name: 'Approved' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(chips).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(within(chips).getByRole('button', { name: 'Completed' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=APPROVED%2CCOMPLETED'));
    await userEvent.click(within(chips).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when nothing matches, and shows a failed load with a retry', async () => {
    rows = [];
    saveCredentials(credentialsOf('FMOL', 40));
    renderAt('/transfer-contracts?status=REJECTED');
    expect(
      await screen.findByText('No transfer contract matches these filters.', undefined, WAIT),
    ).toBeVisible();

    failList = true;
    renderAt('/transfer-contracts?status=COMPLETED');
    expect(await screen.findByRole('button', { name: /retry|try again/i }, WAIT)).toBeVisible();
    failList = false;
  });
});
