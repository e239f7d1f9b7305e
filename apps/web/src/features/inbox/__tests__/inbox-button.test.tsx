import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { api } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format/intl';
import { i18n } from '../../../lib/i18n/i18n';
import { requestNotificationsRefresh } from '../../../lib/notifications-events';
import { setupTestI18n } from '../../../test/i18n';
import { json, stubFetch } from '../../../test/http';
import { useInboxPage, useMarkInboxRead } from '../api/inbox-api';
import { InboxButton } from '../components/inbox-button';

/** The inbox page's "mark all read", reduced to its call: the count follows its answer. */
const MarkAllRead = () => {
  const mark = useMarkInboxRead();
  return (
    <button type="button" onClick={() => mark.mutate({ all: true })}>
      mark all read
    </button>
  );
};

/** The inbox page's list, reduced to its query: opening it is reading the inbox. */
const InboxList = () => {
  const page = useInboxPage(0, 20);
  return page.data ? <p>{`${page.data.total} items`}</p> : null;
};

/** Opens the list once asked, as a person opens the inbox after the app bar showed its count. */
const OpenInbox = () => {
  const [open, setOpen] = useState(false);
  return open ? (
    <InboxList />
  ) : (
    <button type="button" onClick={() => setOpen(true)}>
      open the inbox
    </button>
  );
};

const renderButton = (withList = false) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <InboxButton />
            <MarkAllRead />
            {withList ? <OpenInbox /> : null}
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

const WAIT = { timeout: 15_000 };
const inboxLink = (unread: number) => screen.findByRole('link', { name: `Inbox: ${unread} unread` }, WAIT);

describe('InboxButton', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  /** What `GET /api/inbox/unread` answers next. */
  let unread: () => Response | Promise<Response>;
  const unreadCalls = () => fetchMock.mock.calls.filter(([input]) => String(input) === '/api/inbox/unread');

  beforeAll(async () => {
    await setupTestI18n('en-US');
  });
  beforeEach(() => {
    unread = () => json({ unread: 3 });
    stubFetch(fetchMock);
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/inbox/unread') return unread();
      if (url === '/api/inbox/read' && init?.method === 'POST') return json({ unread: 0 });
      if (url === '/api/inbox?page=0&size=20') return json({ items: [], total: 0, page: 0, size: 20 });
      if (url === '/api/employment-requests/4/accept' && init?.method === 'POST') return json({});
      return json({ message: 'unexpected' }, 500);
    });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en-US');
  });

  it('links to the inbox and says how many items are unread, in both languages', async () => {
    renderButton();
    const link = await inboxLink(3);
    expect(link).toHaveAttribute('href', '/inbox');
    expect(link).toHaveTextContent('3');
    await i18n.changeLanguage('ar-SA');
    expect(
      await screen.findByRole('link', { name: `صندوق الوارد: ${formatNumber(3, 'ar-SA')} غير مقروءة` }),
    ).toBeVisible();
  });

  it('asks again at once after a write spec 7 lists, as the five notification counts do', async () => {
    renderButton();
    await inboxLink(3);
    const before = unreadCalls().length;
    unread = () => json({ unread: 5 });
    // An agency's accept: a non-GET call to /api/employment (spec 7).
    await act(async () => {
      await api.post('/api/employment-requests/4/accept');
    });
    expect(await inboxLink(5)).toHaveTextContent('5');
    expect(unreadCalls().length).toBe(before + 1);
  });

  it('resets to zero on 401 and keeps the last count when the connection fails (spec 8)', async () => {
    renderButton();
    await inboxLink(3);
    unread = () => Promise.reject(new TypeError('Failed to fetch'));
    const before = unreadCalls().length;
    act(() => requestNotificationsRefresh());
    await vi.waitFor(() => expect(unreadCalls().length).toBe(before + 1), WAIT);
    expect(await inboxLink(3)).toBeVisible();

    unread = () => json({ message: 'signed out' }, 401);
    act(() => requestNotificationsRefresh());
    const link = await inboxLink(0);
    // No count is shown beside the icon when nothing is unread.
    expect(link).not.toHaveTextContent(/\d/);
  });

  it('asks again when the inbox is read, so the count agrees with the items shown', async () => {
    renderButton(true);
    await inboxLink(3);
    const before = unreadCalls().length;
    // Read elsewhere meanwhile: the server's count is 0 now.
    unread = () => json({ unread: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'open the inbox' }));
    expect(await screen.findByText('0 items', {}, WAIT)).toBeVisible();
    expect(await inboxLink(0)).toBeVisible();
    expect(unreadCalls().length).toBe(before + 1);
  });

  it('takes the count the inbox answers when items are marked read', async () => {
    renderButton();
    await inboxLink(3);
    const before = unreadCalls().length;
    await userEvent.click(screen.getByRole('button', { name: 'mark all read' }));
    expect(await inboxLink(0)).toBeVisible();
    // The mark's answer is the new count: no second question was needed.
    expect(unreadCalls().length).toBe(before);
  });
});
