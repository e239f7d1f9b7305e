import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Reason } from '@portal/contracts/reasons';
import { alertStore } from '../../../lib/alerts/alert-store';
import { createQueryClient } from '../../../lib/query-client';
import { setAccessTokenProvider } from '../../../lib/auth/auth-hooks';
import { clearCredentials, saveCredentials } from '../../../lib/storage/credentials-storage';
import { credentialsFixture, membershipFixture } from '../../../test/fixtures';
import { setupTestI18n } from '../../../test/i18n';
import { ConfirmDialogHost } from '../../confirm-dialog';
import { ActionBar } from '../action-bar';

/** A record's declared actions: approve and edit ask nothing, reject a reason, ask an optional one. */
const DEAL_REASONS = { approve: 'none', reject: 'required', ask: 'optional', edit: 'none' } as const;
type DealAction = keyof typeof DEAL_REASONS;

const REASONS: Reason[] = [
  { id: 31, kind: 'REJECTION', text: { ar: 'الأجر غير مناسب', en: 'Salary too low' }, active: true },
  { id: 32, kind: 'REJECTION', text: { ar: 'بيانات ناقصة', en: 'Missing details' }, active: true },
];

/** An organisation that may write, one suspended and one whose licence expired (the session's). */
const signInAs = (organization: { active: boolean; licenseDate: string | null }) => {
  const membership = membershipFixture();
  saveCredentials(
    credentialsFixture({ ...membership, organization: { ...membership.organization, ...organization } }),
  );
};

const TEXTS: Record<DealAction, string> = { approve: 'Approve', reject: 'Reject', ask: 'Ask', edit: 'Edit' };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The bar with the `actions` the server answered for the record. */
const renderBar = (
  actions: readonly string[],
  onChanged = vi.fn(),
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) => {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ActionBar
          reasons={DEAL_REASONS}
          actions={actions}
          label="Deal actions"
          actionUrl={(action) => `/api/deals/4/${action}`}
          texts={(action) => ({
            label: TEXTS[action],
            confirmMessage: `Really ${TEXTS[action].toLowerCase()} this deal?`,
            done: `${TEXTS[action]} done`,
          })}
          reasonKind={(action) => (action === 'reject' ? 'REJECTION' : 'CANCELLATION')}
          links={{ edit: '/deals/4/edit' }}
          onChanged={onChanged}
        />
        <ConfirmDialogHost />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onChanged;
};

const buttonNames = () =>
  within(screen.getByRole('toolbar', { name: 'Deal actions' }))
    .getAllByRole('button')
    .map((element) => element.textContent);

const WAIT = { timeout: 15_000 };

describe('ActionBar', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  const posts = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([input, init]) => ({ url: String(input), body: init?.body }));

  beforeAll(() => setupTestI18n('en-US'));
  beforeEach(() => {
    signInAs({ active: true, licenseDate: '2099-01-01' });
    vi.stubGlobal('fetch', fetchMock);
    setAccessTokenProvider(async () => 'token');
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/api/lookups/reasons/options')) return json(REASONS);
      return json({ id: 4 });
    });
  });
  afterEach(() => {
    clearCredentials();
    act(() => alertStore.clear());
    vi.unstubAllGlobals();
  });

  it('shows exactly the actions the server computed, in its order', () => {
    renderBar(['reject', 'approve']);
    expect(buttonNames()).toEqual(['Reject', 'Approve']);
  });

  it('decides nothing itself: an action the declaration would not start from this state still shows', () => {
    // The record is PENDING for the declaration's rules; the server said `ask`: the server's word wins.
    renderBar(['ask']);
    expect(buttonNames()).toEqual(['Ask']);
  });

  it('shows an action that opens a screen as a link', () => {
    renderBar(['edit']);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/deals/4/edit');
  });

  it('shows nothing when the server offers nothing, and ignores names the declaration does not know', () => {
    renderBar([]);
    expect(screen.queryByRole('toolbar')).toBeNull();
    renderBar(['expire', 'toString']);
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it.each([
    [{ active: false, licenseDate: '2099-01-01' }, 'Not possible while your organisation is suspended.'],
    [{ active: true, licenseDate: '2000-01-01' }, "Not possible: your organisation's licence has expired."],
  ])(
    'while the organisation may not write (%j) shows the actions disabled with the reason',
    (organization, reason) => {
      signInAs(organization);
      renderBar(['approve', 'reject', 'edit']);
      const toolbar = screen.getByRole('toolbar', { name: 'Deal actions' });
      const buttons = within(toolbar).getAllByRole('button');
      expect(buttons.map((button) => button.textContent)).toEqual(['Approve', 'Reject', 'Edit']);
      for (const button of buttons) {
        expect(button).toBeDisabled();
        expect(button).toHaveAccessibleDescription(expect.stringContaining(reason));
      }
      expect(screen.queryByRole('link')).toBeNull();
    },
  );

  it('opens the dialog of an action that takes more than a reason, and reloads once it is done', async () => {
    const onChanged = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ActionBar
            reasons={DEAL_REASONS}
            actions={['approve']}
            label="Deal actions"
            actionUrl={(action) => `/api/deals/4/${action}`}
            texts={(action) => ({ label: TEXTS[action], confirmMessage: '', done: '' })}
            forms={{
              approve: (close) => (
                <div role="dialog" aria-label="Approve on a day">
                  <button onClick={() => close(true)}>Save day</button>
                </div>
              ),
            }}
            onChanged={onChanged}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve on a day' }, WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save day' }));
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts()).toEqual([]);
  });

  it('posts nothing when the confirmation is cancelled', async () => {
    const onChanged = renderBar(['approve', 'reject']);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve' }, WAIT);
    expect(dialog).toHaveTextContent('Really approve this deal?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(posts()).toEqual([]);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('posts a confirmed action with an empty body, says so and reloads the record', async () => {
    const onChanged = renderBar(['approve', 'reject']);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve' }, WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1), WAIT);
    expect(posts()).toEqual([{ url: '/api/deals/4/approve', body: undefined }]);
    expect(alertStore.getAlerts().map((alert) => alert.message)).toEqual(['Approve done']);
  });

  it("goes through the query client's mutations, so what the action changed is read again", async () => {
    const client = createQueryClient();
    client.setQueryData(['notifications', 'counts'], { pending: 1 });
    renderBar(['approve'], vi.fn(), client);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve' }, WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(
      () => expect(client.getQueryState(['notifications', 'counts'])?.isInvalidated).toBe(true),
      WAIT,
    );
  });

  it('asks for a required reason and sends it as ?reasonId=', async () => {
    const onChanged = renderBar(['approve', 'reject']);
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject' }, WAIT);
    expect(dialog).toHaveTextContent('Really reject this deal?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Choose a reason.', undefined, WAIT)).toBeInTheDocument();
    expect(posts()).toEqual([]);

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Missing details' }, WAIT));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1), WAIT);
    expect(posts()).toEqual([{ url: '/api/deals/4/reject?reasonId=32', body: undefined }]);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      '/api/lookups/reasons/options?kind=REJECTION',
    );
  });

  it('lets an optional reason be left out', async () => {
    const onChanged = renderBar(['ask']);
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask' }, WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1), WAIT);
    expect(posts()).toEqual([{ url: '/api/deals/4/ask', body: undefined }]);
  });

  it('on 409 shows the server message and reloads the record', async () => {
    fetchMock.mockImplementation(async () =>
      json({ message: 'The contract is already Active: someone acted first.' }, 409),
    );
    const onChanged = renderBar(['approve', 'reject']);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve' }, WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1), WAIT);
    expect(alertStore.getAlerts()).toEqual([
      expect.objectContaining({
        type: 'danger',
        title: 'The contract is already Active: someone acted first.',
      }),
    ]);
  });

  it('does not reload on an error other than 409', async () => {
    fetchMock.mockImplementation(async () => json({ message: 'Not allowed' }, 403));
    const onChanged = renderBar(['approve', 'reject']);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve' }, WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(alertStore.getAlerts()).toHaveLength(1), WAIT);
    expect(onChanged).not.toHaveBeenCalled();
  });
});
