import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Reason } from '@portal/contracts/reasons';
import type { Actor } from '@portal/contracts/transitions/define';
import { setAccessTokenProvider } from '../../../lib/auth/auth-hooks';
import { setupTestI18n } from '../../../test/i18n';
import { LicenceRequestDialog } from '../components/licence-request-detail';
import { request } from './licence-request-fixture';

const REASONS: Reason[] = [
  {
    id: 31,
    kind: 'LICENCE',
    text: { ar: 'مستند الترخيص غير واضح', en: 'Licence document is unreadable' },
    active: true,
  },
  {
    id: 32,
    kind: 'LICENCE',
    text: { ar: 'الترخيص صادر لجهة أخرى', en: 'Licence issued to another entity' },
    active: true,
  },
];

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const ADMIN: Actor = { role: 'ADMIN', organizationId: 1, accessRights: [] };
const REQUESTER: Actor = { role: 'PRO_OFFICE', organizationId: 11, accessRights: [] };

const renderDialog = (me: Actor) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LicenceRequestDialog id={5} me={me} onClose={() => undefined} />
    </QueryClientProvider>,
  );

describe('LicenceRequestDialog: rejection', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let current = request();
  beforeAll(() => setupTestI18n('en-US'));
  beforeEach(() => {
    current = request();
    vi.stubGlobal('fetch', fetchMock);
    setAccessTokenProvider(async () => 'token');
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.includes('/api/lookups/reasons/options?kind=LICENCE')) return json(REASONS);
      if (url.endsWith('/api/licenseRequests/5/reject') && init?.method === 'POST') {
        current = request({
          status: 'REJECTED',
          rejectionReason: { id: 32, text: REASONS[1]!.text },
          rejectionComment: 'Send the new one.',
        });
        return json(current);
      }
      return json(current);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it(
    'offers the licence reasons of the lookup; rejects with the chosen one and the comment',
    { timeout: 20_000 },
    async () => {
      renderDialog(ADMIN);
      const reject = await screen.findByRole('button', { name: 'Reject' });
      expect(reject).toBeDisabled();
      await userEvent.click(screen.getByRole('combobox', { name: 'Rejection reason' }));
      const options = within(screen.getByRole('listbox')).getAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual([
        'Licence document is unreadable',
        'Licence issued to another entity',
      ]);
      await userEvent.click(options[1]!);
      fireEvent.change(screen.getByLabelText('Comment on the rejection (optional)'), {
        target: { value: 'Send the new one.' },
      });
      await userEvent.click(reject);
      const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/reject'));
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({ reasonId: 32, comment: 'Send the new one.' });
      expect(await screen.findByText(/Licence issued to another entity/)).toBeInTheDocument();
    },
  );

  it("shows the server's refusal of a rejection in the dialog, focused, keeping the reason and comment", async () => {
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/reject') && init?.method === 'POST') {
        return new Response(JSON.stringify({ message: 'Claim the request before deciding on it.' }), {
          status: 409,
          headers: { 'content-type': 'application/json' },
        });
      }
      return base(input, init);
    });
    renderDialog(ADMIN);
    const reject = await screen.findByRole('button', { name: 'Reject' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Rejection reason' }));
    await userEvent.click(within(screen.getByRole('listbox')).getAllByRole('option')[0]!);
    fireEvent.change(screen.getByLabelText('Comment on the rejection (optional)'), {
      target: { value: 'Unreadable scan.' },
    });
    await userEvent.click(reject);
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('Claim the request before deciding on it.');
    await waitFor(() => expect(problem).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Rejection reason' })).toHaveTextContent(
      'Licence document is unreadable',
    );
    expect(screen.getByLabelText('Comment on the rejection (optional)')).toHaveValue('Unreadable scan.');
    expect(reject).toBeEnabled();
  });

  it("shows the admins' review clock, overdue said in words", async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    current = request({
      clocks: [
        {
          id: 3,
          obligation: 'licenceReview',
          subject: { type: 'licenceRequest', id: 5 },
          partyOrganizationId: null,
          state: 'breached',
          startedAt: hoursAgo(53.5),
          dueAt: hoursAgo(5.5),
          metAt: null,
          days: 2,
          counting: 'working',
        },
      ],
    });
    renderDialog(ADMIN);
    expect(await screen.findByRole('heading', { level: 3, name: 'Deadlines' })).toBeVisible();
    expect(screen.getByTestId('clock-countdown')).toHaveTextContent(
      /The licence request's review\s*Overdue by 5 h/,
    );
  });

  it('shows the requester the reason in Arabic and the comment as written', async () => {
    current = request({
      status: 'REJECTED',
      rejectionReason: { id: 31, text: REASONS[0]!.text },
      rejectionComment: 'Please scan it in colour.',
    });
    await setupTestI18n('ar-SA');
    renderDialog(REQUESTER);
    expect(await screen.findByText(/مستند الترخيص غير واضح/)).toBeInTheDocument();
    expect(screen.getByText(/Please scan it in colour\./)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/reasons'))).toBe(false);
    await setupTestI18n('en-US');
  });

  it.each([
    { who: 'an admin on a pending request', me: ADMIN, status: 'PENDING', buttons: ['Reject', 'Approve'] },
    { who: 'an admin on an approved request', me: ADMIN, status: 'APPROVED', buttons: [] },
    {
      who: 'an admin with read-only organisation rights',
      me: { ...ADMIN, accessRights: [{ module: 'ORGANIZATION', access: 'READ' }] },
      status: 'PENDING',
      buttons: [],
    },
    { who: 'the requester', me: REQUESTER, status: 'PENDING', buttons: [] },
  ] as const)('shows $who exactly the actions the declaration allows', async ({ me, status, buttons }) => {
    current = request({ status });
    renderDialog(me);
    await screen.findByText(/Al Ofuq Office/);
    const shown = ['Reject', 'Approve'].filter((name) => screen.queryByRole('button', { name }) !== null);
    expect(shown).toEqual(buttons);
  });
});
