import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { FEATURE_FLAGS } from '@portal/contracts/feature-flags';
import type { Role } from '@portal/contracts/roles';
import { routeById } from '@portal/contracts/routes';
import { i18n } from '../../../lib/i18n/i18n';
import { loadAllModuleResources } from '../../../lib/i18n/module-resources';
import { saveCredentials } from '../../../lib/storage/credentials-storage';
import { credentialsFixture, membershipFixture } from '../../../test/fixtures';
import { setupTestI18n } from '../../../test/i18n';
import { DashboardPage } from '../components/dashboard-page';
import { dashboardTexts } from '../locales/module-texts';
import { analyticsFixture, fmolFixture, summaryFixture } from './summary-fixture';
import { waitingClock, waitingClocksFixture } from './waiting-clocks-fixture';
import { stubFetch } from '../../../test/http';

const WAIT = { timeout: 15_000 };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const renderPage = (flagsOn = false) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['public-config'], {
    features: { ...FEATURE_FLAGS, employmentAnalytics: flagsOn, fmolStatistics: flagsOn },
  });
  const router = createMemoryRouter(
    [{ path: '/dashboard', element: <DashboardPage />, handle: { route: routeById('dashboard') } }],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

const signIn = (role: Role) => saveCredentials(credentialsFixture(membershipFixture({ role })));

describe('DashboardPage', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  const urls = () => fetchMock.mock.calls.map(([input]) => String(input));
  let summaryStatus = 200;
  let waitingClocks: () => Response = () => json(waitingClocksFixture());

  beforeAll(async () => {
    await setupTestI18n('en-US');
    await loadAllModuleResources(dashboardTexts);
  });
  beforeEach(() => {
    summaryStatus = 200;
    waitingClocks = () => json(waitingClocksFixture());
    stubFetch(fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/api/dashboard/summary')
        return summaryStatus === 200 ? json(summaryFixture()) : json({ message: 'down' }, summaryStatus);
      if (url === '/api/dashboard/analytics') return json(analyticsFixture());
      if (url === '/api/dashboard/fmol-statistics') return json(fmolFixture());
      if (url === '/api/announcements/current') return json([]);
      if (url.startsWith('/api/clocks/waiting')) return waitingClocks();
      return json({ message: `unexpected ${url}` }, 500);
    });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en-US');
  });

  it('shows what waits on the caller as cards opening the filtered lists', async () => {
    signIn('EPRO');
    renderPage();
    const requests = await screen.findByTestId('waiting-employmentRequests-PENDING_AGENCY', {}, WAIT);
    expect(within(requests).getByRole('link')).toHaveAttribute(
      'href',
      '/employment-requests?status=PENDING_AGENCY',
    );
    expect(within(requests).getByTestId('waiting-count')).toHaveTextContent('2');
    expect(within(requests).getByText('Waiting for the agency')).toBeVisible();
    const contracts = screen.getByTestId('waiting-partnershipContracts-PENDING_APPROVAL');
    expect(within(contracts).getByRole('link')).toHaveAttribute(
      'href',
      '/partnership-contracts?status=PENDING_APPROVAL',
    );
  });

  it('gives each status chart its table: captioned, one row per status, counts linking to the list', async () => {
    signIn('PRO_OFFICE');
    renderPage();
    const table = await screen.findByRole('table', { name: 'Employment requests by status' }, WAIT);
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'StatusCount',
      'Waiting for the agency2',
      'Contracted4',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Contracted' })).toBeInTheDocument();
    expect(
      within(table).getByRole('link', { name: 'Contracted: 4, open the list filtered by this status' }),
    ).toHaveAttribute('href', '/employment-requests?status=CONTRACTED');
    const contracts = screen.getByRole('table', { name: 'Partnership contracts by status' });
    expect(within(contracts).getByRole('link', { name: /^Active: 3/ })).toHaveAttribute(
      'href',
      '/partnership-contracts?status=ACTIVE',
    );
    // The chart is drawn for the eyes only, from its own chunk.
    expect((await screen.findAllByTestId('dashboard-chart', {}, WAIT))[0]).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('lists the deadlines of the week and the licence days left', async () => {
    signIn('PRO_OFFICE');
    renderPage();
    expect(await screen.findByTestId('due-total', {}, WAIT)).toHaveTextContent(
      'Requests falling due in the next 7 days: 1',
    );
    expect(screen.getByRole('link', { name: 'ER-0000012' })).toHaveAttribute(
      'href',
      '/employment-requests/contract/12',
    );
    expect(screen.getByText('Your answer')).toBeVisible();
    expect(screen.getByTestId('licence-state')).toHaveTextContent('25 days left');
  });

  it('does not show a suspended office its licence as if it could work: it says it cannot make changes', async () => {
    const membership = membershipFixture({ role: 'PRO_OFFICE' });
    saveCredentials(
      credentialsFixture({ ...membership, organization: { ...membership.organization, active: false } }),
    );
    renderPage();
    const licence = await screen.findByTestId('licence-state', {}, WAIT);
    expect(licence).toHaveTextContent('25 days left');
    expect(licence).toHaveTextContent(
      'Your organisation is suspended: you can view information but not make changes.',
    );
  });

  it('says when the dashboard could not be loaded and offers to try again', async () => {
    summaryStatus = 503;
    signIn('PRO_OFFICE');
    renderPage();
    expect(
      (await screen.findAllByText('The dashboard could not be loaded.', {}, WAIT)).length,
    ).toBeGreaterThan(0);
    summaryStatus = 200;
    await userEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    expect(await screen.findByTestId('due-total', {}, WAIT)).toBeVisible();
  });

  it('asks for neither the analytics nor the FMOL statistics while their flags are off', async () => {
    signIn('FMOL');
    renderPage(false);
    await screen.findByTestId('due-total', {}, WAIT);
    expect(urls()).not.toContain('/api/dashboard/analytics');
    expect(urls()).not.toContain('/api/dashboard/fmol-statistics');
    expect(screen.queryByRole('heading', { name: 'Employment requests over time' })).toBeNull();
  });

  it('shows the analytics and the FMOL statistics with their flags on, each with its table (Arabic)', async () => {
    await i18n.changeLanguage('ar-SA');
    signIn('FMOL');
    renderPage(true);
    const analytics = await screen.findByRole('table', { name: /طلبات التوظيف في آخر 12 شهرًا/ }, WAIT);
    expect(within(analytics).getAllByRole('row')).toHaveLength(3);
    expect(within(analytics).getByText('تم التعاقد')).toBeInTheDocument();
    const fmol = await screen.findByRole('table', { name: /وكالات دولتك/ }, WAIT);
    const agencyRow = within(fmol).getByRole('row', { name: /وكالة مانيلا/ });
    expect(agencyRow).toHaveTextContent('5.5 ساعة');
    // The table shows in place of the chart when asked.
    const toggles = screen.getAllByRole('button', { name: 'اعرض جدولًا' });
    await userEvent.click(toggles[0]!);
    expect(screen.getByRole('button', { name: 'اعرض رسمًا بيانيًا' })).toHaveAttribute('aria-pressed', 'true');
  });
  it('lists the nearest deadlines in "what waits on me", overdue first, each linking to its record', async () => {
    signIn('PRO_OFFICE');
    renderPage();
    const items = await screen.findAllByTestId('nearest-due-item', {}, WAIT);
    expect(urls()).toContain('/api/clocks/waiting?size=10');
    const section = screen.getByRole('region', { name: 'What waits on me' });
    expect(within(section).getByRole('heading', { name: 'Nearest deadlines' })).toBeVisible();
    expect(items.map((item) => within(item).getByTestId('clock-countdown').dataset.standing)).toEqual([
      'overdue',
      'running',
      'running',
    ]);
    expect(items[0]).toHaveTextContent('Overdue by 3 h');
    expect(within(items[0]!).getByRole('link', { name: 'Employment request ER-0000012' })).toHaveAttribute(
      'href',
      '/employment-requests/contract/12',
    );
    expect(items[1]).toHaveTextContent('Due in 1 day 4 h');
    expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', '/partnership-contracts/8');
    // A contract not yet numbered is named by its id.
    expect(within(items[2]!).getByRole('link', { name: 'Partnership contract #9' })).toBeVisible();
    expect(screen.getByText('Showing 3 of 14.')).toBeVisible();
  });

  it("lists a complaint's answer by the complaint's number, linking to the complaints (decision 0063)", async () => {
    waitingClocks = () =>
      json({
        items: [
          waitingClock(Date.now(), 20.5, {
            id: 4,
            obligation: 'complaintAnswer',
            subject: { type: 'complaint', id: 3 },
            subjectNumber: 'CMP-000003',
            days: 5,
            counting: 'working',
          }),
        ],
        total: 1,
      });
    signIn('FOREIGN_EMBASSY');
    renderPage();
    const [item] = await screen.findAllByTestId('nearest-due-item', {}, WAIT);
    expect(within(item!).getByRole('link', { name: 'Complaint CMP-000003' })).toHaveAttribute(
      'href',
      '/complaints',
    );
    expect(item).toHaveTextContent('The answer to the complaint');
  });

  it('says when no deadline waits, and when the deadlines could not be loaded (Arabic)', async () => {
    waitingClocks = () => json({ items: [], total: 0 });
    signIn('PRO_OFFICE');
    renderPage();
    expect(await screen.findByText('No deadline waits on you.', {}, WAIT)).toBeVisible();
    cleanup();
    await i18n.changeLanguage('ar-SA');
    waitingClocks = () => json({ message: 'down' }, 503);
    renderPage();
    expect(await screen.findByText('تعذر تحميل المواعيد النهائية.', {}, WAIT)).toBeVisible();
    waitingClocks = () => json(waitingClocksFixture());
    const retry = within(screen.getByText('تعذر تحميل المواعيد النهائية.').closest('[role="alert"]')!);
    await userEvent.click(retry.getByRole('button'));
    const items = await screen.findAllByTestId('nearest-due-item', {}, WAIT);
    expect(items[0]).toHaveTextContent('متأخر منذ 3 ساعات');
    expect(items[1]).toHaveTextContent('يستحق خلال يوم واحد و4 ساعات');
  });
});
