import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEATURE_FLAGS } from '@portal/contracts/feature-flags';
import { employmentRequestsLandingPath, subjectFromCredentials } from '@portal/contracts/navigation';
import { routeById } from '@portal/contracts/routes';
import { ConfirmDialogHost } from '../../../components/confirm-dialog';
import { alertStore } from '../../../lib/alerts/alert-store';
import { loadAllModuleResources } from '../../../lib/i18n/module-resources';
import { saveCredentials } from '../../../lib/storage/credentials-storage';
import { setupTestI18n } from '../../../test/i18n';
import { RequestListPage, RequestPendingPage } from '../components/request-list-page';
import { employmentRequestTexts } from '../locales/module-texts';
import {
  AGENCY_ID,
  EMBASSY_ID,
  OFFICE_ID,
  REASONS,
  credentialsOf,
  json,
  summaryFixture,
} from './request-fixtures';
import { renderRoutes, WAIT } from '../../../test/render-routes';
import { stubFetch } from '../../../test/http';

const renderAt = (path: string) =>
  renderRoutes(
    [
      {
        path: '/employment-requests',
        element: <RequestListPage />,
        handle: { route: routeById('employmentRequests') },
      },
      {
        path: '/employment-requests/pending',
        element: (
          <>
            <RequestPendingPage />
            <ConfirmDialogHost />
          </>
        ),
        handle: { route: routeById('employmentRequests.pending') },
      },
    ],
    path,
  );

describe('Employment request list and pending tabs', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  const calls = () =>
    fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
  const bodies = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([input, init]) => [String(input), JSON.parse(String(init?.body)) as unknown]);
  let rows = [summaryFixture()];

  beforeAll(async () => {
    await setupTestI18n('en-US');
    await loadAllModuleResources(employmentRequestTexts);
  });
  beforeEach(() => {
    rows = [summaryFixture()];
    stubFetch(fetchMock);
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/employment-requests/bulk-action' && init?.method === 'POST') {
        rows = [];
        return json({ ids: [5, 6] });
      }
      if (url.startsWith('/api/lookups/countries/options'))
        return json([
          { id: 7, code3: 'PHL', name: { ar: 'الفلبين', en: 'Philippines' }, careerRequiredInFilters: true },
        ]);
      if (url.startsWith('/api/lookups/reasons/options')) return json(REASONS);
      if (url.startsWith('/api/employment-requests?'))
        return json({ items: rows, total: rows.length, page: 0, size: 10 });
      return json({ message: `unexpected ${url}` }, 500);
    });
  });
  afterEach(() => {
    act(() => alertStore.clear());
    vi.unstubAllGlobals();
  });

  it('shows an office the requests with links, the passport, the add button and the filters from the URL', async () => {
    saveCredentials(credentialsOf('PRO_OFFICE', OFFICE_ID));
    const router = renderAt('/employment-requests?status=PENDING_AGENCY,REJECTED&q=P12');
    const link = await screen.findByRole('link', { name: 'ER-0000005' }, WAIT);
    expect(link).toHaveAttribute('href', '/employment-requests/contract/5');
    const table = screen.getByRole('table', { name: 'Employment requests' });
    expect(within(table).getByText('P1234567A').tagName).toBe('BDI');
    // The rows' status chips load beside the list's request (decision 0064).
    expect(await within(table).findByText('Waiting for the agency', undefined, WAIT)).toBeVisible();
    expect(screen.getByRole('link', { name: 'New employment request' })).toHaveAttribute(
      'href',
      '/employment-requests/wizard',
    );
    expect(calls()).toContain(
      'GET /api/employment-requests?q=P12&status=PENDING_AGENCY%2CREJECTED&page=0&size=10',
    );
    // Without the tabs (an office, pending is the embassy's): no tab bar, no redirect.
    expect(screen.queryByRole('navigation', { name: 'Employment request tabs' })).toBeNull();
    expect(router.state.location.pathname).toBe('/employment-requests');

    await userEvent.type(screen.getByLabelText('Bulk no.'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toContain('bulkId=3'));
    expect(router.state.location.search).toContain('status=PENDING_AGENCY%2CREJECTED');
    await waitFor(() =>
      expect(calls()).toContain(
        'GET /api/employment-requests?q=P12&status=PENDING_AGENCY%2CREJECTED&bulkId=3&page=0&size=10',
      ),
    );
  });

  it('counts each awaited answer down in the due column, sorts by it and filters the overdue (decision 0056)', async () => {
    const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    rows = [
      summaryFixture({ id: 5, number: 'ER-0000005', respondBy: inHours(-2.5) }),
      summaryFixture({ id: 6, number: 'ER-0000006', respondBy: inHours(28.5) }),
      summaryFixture({ id: 7, number: 'ER-0000007', status: 'CONTRACTED', respondBy: null }),
    ];
    saveCredentials(credentialsOf('PRO_OFFICE', OFFICE_ID));
    const router = renderAt('/employment-requests?due=overdue&sort=respondBy&dir=asc');
    await screen.findByRole('link', { name: 'ER-0000005' }, WAIT);
    expect(calls()).toContain(
      'GET /api/employment-requests?due=overdue&page=0&size=10&sort=respondBy&dir=asc',
    );
    const table = screen.getByRole('table', { name: 'Employment requests' });
    // Each row's countdown loads on its own (decision 0064): both rows' are waited for.
    await waitFor(
      () =>
        expect(
          within(table)
            .getAllByTestId('due-countdown')
            .map((cell) => cell.dataset.standing),
        ).toEqual(['overdue', 'running']),
      WAIT,
    );
    const due = within(table).getAllByTestId('due-countdown');
    expect(due[0]).toHaveTextContent('Overdue by 2 h');
    expect(due[1]).toHaveTextContent('Due in 1 day 4 h');
    expect(within(table).getByRole('button', { name: /^Respond by/ })).toBeVisible();
    // The filter shows what the address asks for; "due within 24 hours" is the other choice.
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Answer due' }),
      'Due within 24 hours',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toContain('due=dueWithin24h'));
    await waitFor(() =>
      expect(calls()).toContain(
        'GET /api/employment-requests?due=dueWithin24h&page=0&size=10&sort=respondBy&dir=asc',
      ),
    );
  });

  it('gives the Philippine embassy the tabs: pending asks for its waiting requests, the list tab opens the list', async () => {
    saveCredentials(credentialsOf('FOREIGN_EMBASSY', EMBASSY_ID, 'PHL', 'RIYADH'));
    const router = renderAt('/employment-requests/pending');
    await screen.findByRole('link', { name: 'ER-0000005' }, WAIT);
    expect(calls()).toContain('GET /api/employment-requests?waiting=true&page=0&size=10');
    expect(screen.getByRole('table', { name: 'Pending' })).toBeVisible();
    const tabs = screen.getByRole('navigation', { name: 'Employment request tabs' });
    expect(within(tabs).getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(tabs).getByRole('tab', { name: 'All requests' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employment-requests'));
    await screen.findByRole('table', { name: 'Employment requests' }, WAIT);
    expect(calls()).toContain('GET /api/employment-requests?page=0&size=10');
    expect(
      within(screen.getByRole('navigation', { name: 'Employment request tabs' })).getByRole('tab', {
        name: 'All requests',
      }),
    ).toHaveAttribute('aria-current', 'page');
    // No bulk decision outside the pending queue.
    expect(screen.queryByRole('toolbar', { name: 'Decision on the selected requests' })).toBeNull();
    // The menu and the start page send this embassy to pending (spec 2).
    expect(
      employmentRequestsLandingPath(
        subjectFromCredentials(credentialsOf('FOREIGN_EMBASSY', EMBASSY_ID, 'PHL', 'RIYADH'), FEATURE_FLAGS),
      ),
    ).toBe('/employment-requests/pending');
  });

  it('gives FMOL no tabs (the pending route is for embassies)', async () => {
    saveCredentials(credentialsOf('FMOL', 40, 'PHL'));
    renderAt('/employment-requests');
    await screen.findByRole('link', { name: 'ER-0000005' }, WAIT);
    expect(screen.queryByRole('navigation', { name: 'Employment request tabs' })).toBeNull();
  });

  it('gives an agency the list without tabs or the add button', async () => {
    saveCredentials(credentialsOf('EPRO', AGENCY_ID, 'PHL'));
    renderAt('/employment-requests');
    await screen.findByRole('link', { name: 'ER-0000005' }, WAIT);
    expect(screen.queryByRole('navigation', { name: 'Employment request tabs' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New employment request' })).toBeNull();
  });

  it('rejects the selected requests of the embassy queue with one reason, then reloads', async () => {
    rows = [
      summaryFixture({ id: 5, number: 'ER-0000005', status: 'PENDING_EMBASSY' }),
      summaryFixture({ id: 6, number: 'ER-0000006', status: 'PENDING_EMBASSY' }),
    ];
    saveCredentials(credentialsOf('FOREIGN_EMBASSY', EMBASSY_ID, 'PHL', 'RIYADH'));
    renderAt('/employment-requests/pending');
    const bar = await screen.findByRole('toolbar', { name: 'Decision on the selected requests' }, WAIT);
    await screen.findByRole('link', { name: 'ER-0000006' }, WAIT);
    const reject = within(bar).getByRole('button', { name: 'Reject selected' });
    expect(reject).toBeDisabled();
    await userEvent.click(within(bar).getByRole('checkbox', { name: 'Select all requests on this page' }));
    expect(within(bar).getByText('Selected requests: 2')).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select request ER-0000005' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select request ER-0000005' }));
    await userEvent.click(reject);
    const dialog = await screen.findByRole('dialog', { name: 'Reject the selected requests' }, WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject selected' }));
    expect(within(dialog).getByText('Choose a reason.', { exact: false })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Missing documents' }, WAIT));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject selected' }));
    await waitFor(
      () => expect(alertStore.getAlerts().map((alert) => alert.message)).toEqual(['Requests rejected: 2.']),
      WAIT,
    );
    expect(bodies()).toEqual([
      ['/api/employment-requests/bulk-action', { action: 'embassyReject', ids: [5, 6], reasonId: 41 }],
    ]);
    expect(
      await screen.findByText('No employment requests are waiting for you.', undefined, WAIT),
    ).toBeVisible();
  });

  it('approves the chosen request after the confirmation', async () => {
    rows = [
      summaryFixture({ id: 5, number: 'ER-0000005', status: 'PENDING_EMBASSY' }),
      summaryFixture({ id: 6, number: 'ER-0000006', status: 'PENDING_EMBASSY' }),
    ];
    saveCredentials(credentialsOf('FOREIGN_EMBASSY', EMBASSY_ID, 'PHL', 'RIYADH'));
    renderAt('/employment-requests/pending');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select request ER-0000006' }, WAIT));
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the selected requests' }, WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve selected' }));
    await waitFor(() =>
      expect(bodies()).toEqual([['/api/employment-requests/bulk-action', { action: 'approve', ids: [6] }]]),
    );
  });
});
