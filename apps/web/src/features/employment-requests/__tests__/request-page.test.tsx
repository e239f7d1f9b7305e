import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayInKingdom } from '@portal/contracts/constants';
import type { EmploymentRequest } from '@portal/contracts/employment-requests/schemas';
import { routeById } from '@portal/contracts/routes';
import { ConfirmDialogHost } from '../../../components/confirm-dialog';
import { alertStore } from '../../../lib/alerts/alert-store';
import { loadAllModuleResources } from '../../../lib/i18n/module-resources';
import { saveCredentials } from '../../../lib/storage/credentials-storage';
import { setupTestI18n } from '../../../test/i18n';
import { BulkPage } from '../components/bulk-page';
import { RequestPage } from '../components/request-page';
import { RequestCandidatePage, RequestEmployerPage } from '../components/request-party-pages';
import { employmentRequestTexts } from '../locales/module-texts';
import {
  AGENCY_ID,
  OFFICE_ID,
  REASONS,
  credentialsOf,
  flightFixture,
  json,
  requestFixture,
  summaryFixture,
} from './request-fixtures';
import { renderRoutes, WAIT } from '../../../test/render-routes';
import { stubBlobUrls, stubFetch } from '../../../test/http';

const renderAt = (path: string) =>
  renderRoutes(
    [
      {
        path: '/employment-requests/contract/:id',
        element: (
          <>
            <RequestPage />
            <ConfirmDialogHost />
          </>
        ),
        handle: { route: routeById('employmentRequests.contract') },
      },
      {
        path: '/employment-requests/:id/employer',
        element: <RequestEmployerPage />,
        handle: { route: routeById('employmentRequests.employer') },
      },
      {
        path: '/employment-requests/:id/candidate',
        element: <RequestCandidatePage />,
        handle: { route: routeById('employmentRequests.candidate') },
      },
      {
        path: '/employment-requests/bulk/:id',
        element: <BulkPage />,
        handle: { route: routeById('employmentRequests.bulk') },
      },
    ],
    path,
  );

describe('Employment request pages', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  const calls = () =>
    fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
  const posts = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([input, init]) => [
        String(input),
        init?.body === undefined ? undefined : JSON.parse(String(init.body)),
      ]);
  let request: EmploymentRequest;

  beforeAll(async () => {
    await setupTestI18n('en-US');
    await loadAllModuleResources(employmentRequestTexts);
  });
  beforeEach(() => {
    request = requestFixture({
      actions: ['accept', 'reject'],
      clocks: [
        {
          id: 1,
          obligation: 'agencyAnswer',
          subject: { type: 'employmentRequest', id: 5 },
          partyOrganizationId: AGENCY_ID,
          state: 'running',
          startedAt: new Date(Date.now() - 20 * 3_600_000).toISOString(),
          dueAt: new Date(Date.now() + 28.5 * 3_600_000).toISOString(),
          metAt: null,
          days: 2,
          counting: 'calendar',
        },
      ],
    });
    stubFetch(fetchMock);
    stubBlobUrls('pdf');
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/employment-requests/5/reject?reasonId=41' && init?.method === 'POST') {
        request = requestFixture({
          status: 'REJECTED',
          reason: { id: 41, text: REASONS[0]!.text },
          respondBy: null,
        });
        return json(request);
      }
      if (url === '/api/employment-requests/5/accept' && init?.method === 'POST') {
        request = requestFixture({ status: 'PENDING_EMBASSY' });
        return json(request);
      }
      if (url === '/api/employment-requests/5') return json(request);
      if (url === '/api/employment-requests/99') return json({ message: 'Not found' }, 404);
      if (url.startsWith('/api/employment-requests/5/document'))
        return json({ html: '<html><body><h1>Contract</h1><script>alert(1)</script></body></html>' });
      if (url.startsWith('/api/employment-requests/5/pdf'))
        return new Response(new Blob(['%PDF-1.7']), { status: 200 });
      if (url.startsWith('/api/history/employmentRequest/5')) return json({ items: [], total: 0 });
      if (url.startsWith('/api/lookups/reasons/options')) return json(REASONS);
      if (url === '/api/employment-requests/bulk/3')
        return json({
          id: 3,
          createdAt: '2026-11-24T10:00:00.000Z',
          employer: { nationalId: '1000000008', name: { ar: 'محمد العتيبي', en: 'Mohammed Alotaibi' } },
          requests: [
            summaryFixture({ id: 5, number: 'ER-0000005', status: 'CONTRACTED' }),
            summaryFixture({ id: 6, number: 'ER-0000006', status: 'REJECTED' }),
          ],
        });
      return json({ message: `unexpected ${url}` }, 500);
    });
  });
  afterEach(() => {
    act(() => alertStore.clear());
    vi.unstubAllGlobals();
  });

  it('shows the agency the contract, its links, the sandboxed e-contract and Accept / Reject', async () => {
    saveCredentials(credentialsOf('EPRO', AGENCY_ID, 'PHL'));
    renderAt('/employment-requests/contract/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Employment contract ER-0000005' }, WAIT),
    ).toBeVisible();
    expect(screen.getByText('Waiting for the agency')).toBeVisible();
    // Its running clock: what is owed and the time left (decision 0056).
    const deadlines = screen.getByRole('region', { name: 'Deadlines' });
    expect(within(deadlines).getByTestId('clock-countdown')).toHaveTextContent(
      /The agency's answer\s*Due in 1 day 4 h/,
    );
    const bar = screen.getByRole('toolbar', { name: 'Request actions' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept', 'Reject']);
    const links = screen.getByRole('navigation', { name: 'Related pages' });
    expect(within(links).getByRole('link', { name: 'Employer details' })).toHaveAttribute(
      'href',
      '/employment-requests/5/employer',
    );
    expect(within(links).getByRole('link', { name: 'Candidate details' })).toHaveAttribute(
      'href',
      '/employment-requests/5/candidate',
    );
    // The bulk page is the office's.
    expect(within(links).queryByRole('link', { name: /Bulk request/ })).toBeNull();
    const frame = await screen.findByTitle('E-contract in the current language', undefined, WAIT);
    expect(frame).toHaveAttribute('sandbox', '');
    expect(calls()).toContain('GET /api/employment-requests/5/document?language=en-US');
  });

  it('rejects with a reason of the rejection kind, sent as ?reasonId=, and shows the reason', async () => {
    saveCredentials(credentialsOf('EPRO', AGENCY_ID, 'PHL'));
    renderAt('/employment-requests/contract/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Reject' }, WAIT);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Missing documents' }, WAIT));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected', undefined, WAIT)).toBeVisible();
    expect(screen.getByText(/Reason:/)).toHaveTextContent('Missing documents');
    expect(posts()).toEqual([['/api/employment-requests/5/reject?reasonId=41', undefined]]);
    expect(calls().some((call) => call.startsWith('GET /api/lookups/reasons/options?kind=REJECTION'))).toBe(
      true,
    );
    expect(screen.queryByRole('toolbar', { name: 'Request actions' })).toBeNull();
  });

  it('accepts after the confirmation with an empty body', async () => {
    saveCredentials(credentialsOf('EPRO', AGENCY_ID, 'PHL'));
    renderAt('/employment-requests/contract/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Accept' }, WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Waiting for the embassy', undefined, WAIT)).toBeVisible();
    expect(posts()).toEqual([['/api/employment-requests/5/accept', undefined]]);
  });

  it('gives the office its bulk link and the Arabic PDF', async () => {
    request = requestFixture({ status: 'CONTRACTED', respondBy: null, actions: ['bookTicket', 'cancel'] });
    saveCredentials(credentialsOf('PRO_OFFICE', OFFICE_ID));
    renderAt('/employment-requests/contract/5');
    const bar = await screen.findByRole('toolbar', { name: 'Request actions' }, WAIT);
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel request']);
    // Booking the ticket goes through the travel-booking partner, beside the action bar.
    expect(screen.getByRole('button', { name: 'Book flight' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Bulk request no. 3' })).toHaveAttribute(
      'href',
      '/employment-requests/bulk/3',
    );
    await userEvent.click(screen.getByRole('button', { name: 'PDF in Arabic' }));
    await waitFor(() => expect(calls()).toContain('GET /api/employment-requests/5/pdf?language=ar-SA'));
  });

  it("books the office's flight with the partner: the partner's message on 504, then TICKET_BOOKED with the flight and its ticket", async () => {
    request = requestFixture({ status: 'CONTRACTED', respondBy: null, actions: ['bookTicket', 'cancel'] });
    saveCredentials(credentialsOf('PRO_OFFICE', OFFICE_ID));
    const base = fetchMock.getMockImplementation()!;
    let attempts = 0;
    const flight = flightFixture();
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/booking/almatar/5/create' && init?.method === 'POST') {
        attempts += 1;
        if (attempts === 1)
          return json({ message: 'The travel booking service did not answer in time.' }, 504);
        request = requestFixture({ status: 'TICKET_BOOKED', respondBy: null, actions: ['arrive', 'cancel'] });
        return json(flight, 201);
      }
      if (url === '/api/booking/5') return json(flight);
      if (url.startsWith('/api/booking/5/ticket/pdf'))
        return new Response(new Blob(['%PDF-1.7']), { status: 200 });
      return base(input, init);
    });
    renderAt('/employment-requests/contract/5');
    const book = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Book flight' }, WAIT));
      const dialog = await screen.findByRole('dialog', { name: 'Book flight' }, WAIT);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Book flight' }));
    };
    await book();
    expect(
      await screen.findByText('The travel booking service did not answer in time.', undefined, WAIT),
    ).toBeVisible();
    expect(screen.getByText('Contracted')).toBeVisible();
    await book();
    expect(await screen.findByText('Ticket booked', undefined, WAIT)).toBeVisible();
    const summary = await screen.findByRole('region', { name: 'Flight' }, WAIT);
    expect(await within(summary).findByText('KQ7P2M', undefined, WAIT)).toBeVisible();
    expect(within(summary).getByText('Manila (MNL)')).toBeVisible();
    expect(within(summary).getByText('Saudia SV871')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Book flight' })).toBeNull();
    await userEvent.click(within(summary).getByRole('button', { name: 'Download ticket' }));
    await waitFor(() => expect(calls()).toContain('GET /api/booking/5/ticket/pdf?language=en-US'));
    expect(attempts).toBe(2);
  });

  it('shows the e-contract in Arabic: Arabic texts, names and the Arabic document', async () => {
    await setupTestI18n('ar-SA');
    await loadAllModuleResources(employmentRequestTexts);
    try {
      saveCredentials(credentialsOf('EPRO', AGENCY_ID, 'PHL'));
      renderAt('/employment-requests/contract/5');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'عقد العمل ER-0000005' }, WAIT),
      ).toBeVisible();
      expect(screen.getByText('بانتظار الوكالة')).toBeVisible();
      expect(screen.getAllByText('ماريا سانتوس')[0]!.tagName).toBe('BDI');
      const bar = screen.getByRole('toolbar', { name: 'إجراءات الطلب' });
      expect(
        within(bar)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['قبول', 'رفض']);
      await waitFor(() =>
        expect(calls()).toContain('GET /api/employment-requests/5/document?language=ar-SA'),
      );
    } finally {
      await setupTestI18n('en-US');
    }
  });

  it("lists a bulk's requests with their statuses", async () => {
    saveCredentials(credentialsOf('PRO_OFFICE', OFFICE_ID));
    renderAt('/employment-requests/bulk/3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bulk employment request no. 3' }, WAIT),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: 'Requests of this bulk' });
    // The rows render after the page, in the background (decision 0074).
    expect(await within(table).findByRole('link', { name: 'ER-0000006' }, WAIT)).toHaveAttribute(
      'href',
      '/employment-requests/contract/6',
    );
    // The status chips load beside the rows' request (decision 0064): their place is held until then.
    expect(await within(table).findByText('Contracted', undefined, WAIT)).toBeVisible();
    expect(within(table).getByText('Rejected')).toBeVisible();
    expect(screen.getByText('Requests: 2')).toBeVisible();
  });

  it('shows the employer and the candidate of the request, and "not found" for another one', async () => {
    saveCredentials(credentialsOf('PRO_OFFICE', OFFICE_ID));
    const router = renderAt('/employment-requests/5/employer');
    expect(await screen.findByText('Olaya Street', undefined, WAIT)).toBeVisible();
    expect(screen.getByText('1000000008').tagName).toBe('BDI');
    expect(screen.getByRole('link', { name: "Open the employer's record" })).toHaveAttribute(
      'href',
      '/employers/2',
    );
    await act(() => router.navigate('/employment-requests/5/candidate'));
    expect(await screen.findByText('P1234567A', undefined, WAIT)).toBeVisible();
    expect(screen.getByText('Maria Santos')).toBeVisible();
    await act(() => router.navigate('/employment-requests/contract/99'));
    expect(await screen.findByRole('link', { name: /back/i }, WAIT)).toBeVisible();
  });

  it('shows a suspended office its Book flight and Cancel disabled with the reason', async () => {
    request = requestFixture({ status: 'CONTRACTED', respondBy: null, actions: ['bookTicket', 'cancel'] });
    const office = credentialsOf('PRO_OFFICE', OFFICE_ID);
    saveCredentials({ ...office, organization: { ...office.organization, active: false } });
    renderAt('/employment-requests/contract/5');
    const reason = 'Not possible while your organisation is suspended.';
    const book = await screen.findByRole('button', { name: 'Book flight' }, WAIT);
    expect(book).toBeDisabled();
    expect(book).toHaveAccessibleDescription(reason);
    const bar = screen.getByRole('toolbar', { name: 'Request actions' });
    const cancel = within(bar).getByRole('button', { name: 'Cancel request' });
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription(reason);
  });

  describe('the arrival', () => {
    const flightDeparting = (departureAt: string) => flightFixture({ departureAt, arrivalAt: departureAt });
    const openArrival = async (departureAt: string) => {
      request = requestFixture({ status: 'TICKET_BOOKED', respondBy: null, actions: ['arrive', 'cancel'] });
      saveCredentials(credentialsOf('PRO_OFFICE', OFFICE_ID));
      const base = fetchMock.getMockImplementation()!;
      fetchMock.mockImplementation(async (input, init) => {
        const url = String(input);
        if (url === '/api/booking/5') return json(flightDeparting(departureAt));
        if (url === '/api/employment-requests/5/arrive' && init?.method === 'POST') {
          request = requestFixture({ status: 'ARRIVED', respondBy: null, actions: [] });
          return json(request);
        }
        return base(input, init);
      });
      renderAt('/employment-requests/contract/5');
      const bar = await screen.findByRole('toolbar', { name: 'Request actions' }, WAIT);
      await userEvent.click(within(bar).getByRole('button', { name: 'Worker arrived' }));
      return screen.findByRole('dialog', { name: 'Worker arrived' }, WAIT);
    };

    it('takes the day, today by default, and posts it', async () => {
      const dialog = await openArrival('2026-01-10T09:45:00.000Z');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Worker arrived' }));
      await waitFor(() =>
        expect(posts()).toEqual([['/api/employment-requests/5/arrive', { arrivedOn: todayInKingdom() }]]),
      );
      expect(await screen.findByText('Arrived', undefined, WAIT)).toBeVisible();
    });

    it('refuses a day before the booked flight departs, posting nothing', async () => {
      const dialog = await openArrival(new Date(Date.now() + 7 * 86_400_000).toISOString());
      expect(
        await within(dialog).findByText(
          'The arrival cannot be before the booked flight departs.',
          undefined,
          WAIT,
        ),
      ).toBeVisible();
      // The refused submit takes focus to the day (once its picker has loaded), which reads out why.
      const day = await within(dialog).findByRole('group', { name: /^Arrival day/ }, WAIT);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Worker arrived' }));
      await waitFor(() => expect(day.contains(document.activeElement)).toBe(true));
      expect(posts()).toEqual([]);
    });
  });
});
