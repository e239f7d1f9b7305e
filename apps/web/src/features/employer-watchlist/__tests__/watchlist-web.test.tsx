import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { EmployerRecord, WatchlistEntry } from '@portal/contracts/employer-watchlist';
import { queryClient } from '../../../lib/query-client';
import { saveCredentials } from '../../../lib/storage/credentials-storage';
import { credentialsOf } from '../../../test/fixtures';
import { typeDate } from '../../../test/date-field';
import { json, stubFetch } from '../../../test/http';
import { setupFeatureTexts } from '../../../test/i18n';
import { EmployerRecordPanel } from '../components/employer-record-panel';
import { FlagDialog } from '../components/flag-dialog';
import { WatchlistListPage, WatchlistReviewsPage } from '../components/watchlist-list-page';
import { renderRoutes, WAIT } from '../../../test/render-routes';
import { watchlistTexts } from '../locales/module-texts';
import { employmentRequestTexts } from '../../employment-requests/locales/module-texts';

const philippines = { id: 5, code3: 'PHL', name: { ar: 'الفلبين', en: 'Philippines' } };
const reasons = [
  { id: 31, kind: 'WATCHLIST', text: { ar: 'أجور غير مدفوعة', en: 'Unpaid wages' }, active: true },
];

/** A flag in force on the employer of national ID 1000000008, as the API lists it. */
const activeFlag = (id: number): WatchlistEntry => ({
  id,
  nationalId: '1000000008',
  reason: { id: 31, text: reasons[0]!.text },
  country: null,
  comment: null,
  reviewOn: '2099-01-01',
  createdBy: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  liftedAt: null,
  liftedBy: null,
  liftReason: null,
  state: 'ACTIVE',
  reviewDue: false,
  rowVersion: 1,
});
const fetchMock = vi.fn<typeof fetch>();

const withClient = (node: React.ReactNode) => (
  <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>
);

describe('employer watchlist screens', { timeout: 30_000 }, () => {
  beforeAll(() => setupFeatureTexts(watchlistTexts, employmentRequestTexts));
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  it("an embassy flags for its own country: the scope is fixed and the server's refusal is shown", async () => {
    stubFetch(fetchMock);
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/reasons')) return json(reasons);
      if (url.includes('/countries/options')) return json([]);
      if (init?.method === 'POST') {
        return json(
          { message: 'This employer is already on the watchlist for this scope.', fieldErrors: {} },
          409,
        );
      }
      return json({}, 404);
    });
    render(withClient(<FlagDialog open onClose={() => undefined} ownCountry={philippines} />));
    expect(screen.getByRole('textbox', { name: 'Sending country' })).toHaveValue('Philippines');
    await userEvent.type(screen.getByRole('textbox', { name: /^Employer national id/ }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Flag an employer' }));
    // The contract refuses the id before anything is sent.
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    await userEvent.clear(screen.getByRole('textbox', { name: /^Employer national id/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Employer national id/ }), '1000000008');
    await userEvent.click(screen.getByRole('combobox', { name: /^Reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Unpaid wages' }));
    await typeDate(/^Review date/, '2099-05-10');
    await userEvent.click(screen.getByRole('button', { name: 'Flag an employer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('already on the watchlist');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      nationalId: '1000000008',
      reasonId: 31,
      countryId: philippines.id,
      reviewOn: '2099-05-10',
    });
  });

  it("shows an embassy the employer's record: the flag with its category, counts, and where complaints are", async () => {
    saveCredentials(credentialsOf('FOREIGN_EMBASSY', { country: philippines }));
    const record: EmployerRecord = {
      nationalId: '1000000008',
      requestsByStatus: [
        { status: 'CONTRACTED', count: 2 },
        { status: 'REJECTED', count: 3 },
      ],
      totalRequests: 5,
      rejections: 3,
      complaints: null,
      flags: [activeFlag(1)],
    };
    stubFetch(fetchMock);
    fetchMock.mockImplementation(async () => json(record));
    render(withClient(<EmployerRecordPanel requestId={44} />));
    expect(
      await screen.findByText(/On the watchlist for All sending countries: Unpaid wages/),
    ).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(
      '/api/employer-watchlist/requests/44/employer-record',
    );
    expect(screen.getByText('Kept in the complaints tracker, not counted here')).toBeInTheDocument();
    expect(screen.getByText('Rejected').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Other requests').nextSibling).toHaveTextContent('5');
  });

  it('says it is loading, then that it failed, outside the description list (which holds only facts)', async () => {
    saveCredentials(credentialsOf('FOREIGN_EMBASSY', { country: philippines }));
    stubFetch(fetchMock);
    let fail = () => {};
    fetchMock.mockImplementationOnce(
      () => new Promise<Response>((resolve) => (fail = () => resolve(json({ message: 'down' }, 500)))),
    );
    fetchMock.mockImplementation(async () => json({ message: 'down' }, 500));
    const { container } = render(withClient(<EmployerRecordPanel requestId={46} />));
    const loading = await screen.findByText("Loading the employer's record…");
    expect(loading.closest('dl')).toBeNull();
    expect(container.querySelector('dl')).toBeNull();
    fail();
    const failed = await screen.findByRole('alert', {}, WAIT);
    expect(failed.closest('dl')).toBeNull();
  });

  it("shows the number of complaints about the employer's requests once the portal records them", async () => {
    saveCredentials(credentialsOf('FOREIGN_EMBASSY', { country: philippines }));
    const record: EmployerRecord = {
      nationalId: '1000000008',
      requestsByStatus: [{ status: 'CONTRACTED', count: 2 }],
      totalRequests: 2,
      rejections: 0,
      complaints: 4,
      flags: [],
    };
    stubFetch(fetchMock);
    fetchMock.mockImplementation(async () => json(record));
    render(withClient(<EmployerRecordPanel requestId={45} />));
    expect(await screen.findByText('Complaints')).toBeInTheDocument();
    expect(screen.getByText('Complaints').nextSibling).toHaveTextContent('4');
    expect(screen.queryByText('Kept in the complaints tracker, not counted here')).toBeNull();
  });

  it("the admins' queue asks only the flags due for review and says when there is none", async () => {
    saveCredentials(
      credentialsOf('ADMIN', { accessRights: [{ module: 'EMPLOYMENT_REQUEST', access: 'WRITE' }] }),
    );
    stubFetch(fetchMock);
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/api/employer-watchlist')
        ? json({ items: [], total: 0, page: 0, size: 10 })
        : json([]),
    );
    renderRoutes(
      [{ path: '/admin/watchlist-reviews', element: <WatchlistReviewsPage /> }],
      '/admin/watchlist-reviews',
    );
    expect(await screen.findByText('No flag is due for review.', {}, WAIT)).toBeInTheDocument();
    const listCall = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.includes('/api/employer-watchlist'));
    expect(listCall).toContain('reviewDue=true');
    // The queue flags nobody: that is the list's.
    expect(screen.queryByRole('button', { name: 'Flag an employer' })).not.toBeInTheDocument();
  });

  it('the list loads its dialogs when they first open: focus moves into each, and back to its opener when it closes', async () => {
    saveCredentials(
      credentialsOf('ADMIN', { accessRights: [{ module: 'EMPLOYMENT_REQUEST', access: 'WRITE' }] }),
    );
    const entry = activeFlag(7);
    stubFetch(fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/reasons')) return json(reasons);
      if (url.includes('/api/employer-watchlist'))
        return json({ items: [entry], total: 1, page: 0, size: 10 });
      return json([]);
    });
    renderRoutes([{ path: '/employer-watchlist', element: <WatchlistListPage /> }], '/employer-watchlist');
    const row = await screen.findByRole('row', { name: /1000000008/ }, WAIT);

    // The flag dialog, from the page's button; the first opening waits for its code.
    const flag = screen.getByRole('button', { name: 'Flag an employer' });
    await userEvent.click(flag);
    const flagDialog = await screen.findByRole('dialog', { name: 'Put an employer on the watchlist' }, WAIT);
    await waitFor(() => expect(flagDialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(flag).toHaveFocus());

    // The review and lift dialogs, from the row's actions.
    const actions = within(row).getByRole('button', { name: /^Actions for/ });
    for (const action of ['Set the next review', 'Lift']) {
      await userEvent.click(actions);
      await userEvent.click(await screen.findByRole('menuitem', { name: action }));
      const dialog = await screen.findByRole('dialog', {}, WAIT);
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(actions).toHaveFocus());
    }
  });

  it('shows an office nothing of the employer record', async () => {
    saveCredentials(credentialsOf('PRO_OFFICE'));
    stubFetch(fetchMock);
    const { container } = render(withClient(<EmployerRecordPanel requestId={44} />));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
