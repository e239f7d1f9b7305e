import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routeById } from '@portal/contracts/routes';
import type { InboxItem, InboxPage as InboxPageAnswer, ReminderPreferences } from '@portal/contracts/inbox';
import { i18n } from '../../../lib/i18n/i18n';
import { loadAllModuleResources } from '../../../lib/i18n/module-resources';
import { setupTestI18n } from '../../../test/i18n';
import { json, stubFetch } from '../../../test/http';
import { InboxPage } from '../components/inbox-page';
import { inboxTexts } from '../locales/module-texts';

const WAIT = { timeout: 15_000 };

const reminder: InboxItem = {
  id: 7,
  kind: 'reminder',
  subject: { type: 'employmentRequest', id: 41 },
  recordLabel: '41',
  obligation: 'agencyAnswer',
  percent: 80,
  dueAt: '2026-12-03T12:00:00.000Z',
  statusFrom: null,
  statusTo: null,
  createdAt: '2026-12-02T10:00:00.000Z',
  read: false,
};
const change: InboxItem = {
  id: 5,
  kind: 'change',
  subject: { type: 'partnershipContract', id: 9 },
  recordLabel: 'PC-2026-9',
  obligation: null,
  percent: null,
  dueAt: null,
  statusFrom: 'PENDING_APPROVAL',
  statusTo: 'ACTIVE',
  createdAt: '2026-12-01T10:00:00.000Z',
  read: true,
};
const preferences: ReminderPreferences = {
  language: 'ar-SA',
  emailAtHalf: true,
  emailAtFourFifths: true,
  emailAtBreach: true,
};

const renderPage = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/inbox', element: <InboxPage />, handle: { route: routeById('inbox') } }],
    { initialEntries: ['/inbox'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

describe('InboxPage', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  let items: InboxItem[];
  let listAnswer: () => Response;
  const sent: { url: string; method: string; body: unknown }[] = [];

  beforeAll(async () => {
    await setupTestI18n('en-US');
    await loadAllModuleResources(inboxTexts);
  });
  beforeEach(() => {
    items = [reminder, change];
    sent.length = 0;
    listAnswer = () => json({ items, total: items.length, page: 0, size: 20 } satisfies InboxPageAnswer);
    stubFetch(fetchMock);
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      if (method !== 'GET') sent.push({ url, method, body });
      if (url.startsWith('/api/inbox?')) return listAnswer();
      if (url === '/api/inbox/read') {
        items = items.map((item) => ({ ...item, read: true }));
        return json({ unread: 0 });
      }
      if (url === '/api/inbox/preferences') return json(method === 'PUT' ? body : preferences);
      return json({ message: `unexpected ${url}` }, 500);
    });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en-US');
  });

  it('lists reminders and changes, unread marked, and marks one read from the keyboard', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'What changed and what falls due' }, WAIT);
    const entries = within(list).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent(
      "Four fifths of the time have passed: The agency's answer on employment request 41",
    );
    expect(within(entries[0]!).getByText('New')).toBeVisible();
    expect(entries[1]).toHaveTextContent('The status of partnership contract PC-2026-9 changed from');
    expect(within(entries[1]!).queryByText('New')).toBeNull();
    const markRead = within(entries[0]!).getByRole('button', { name: /^Mark read/ });
    markRead.focus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() =>
      expect(sent).toContainEqual({ url: '/api/inbox/read', method: 'POST', body: { ids: [7] } }),
    );
    await vi.waitFor(() => expect(screen.queryByText('New')).toBeNull(), WAIT);
  });

  it('saves the e-mail choices with the shared contract', async () => {
    renderPage();
    const half = await screen.findByRole('checkbox', { name: 'When half the time has passed' }, WAIT);
    await userEvent.click(half);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(sent).toContainEqual({
        url: '/api/inbox/preferences',
        method: 'PUT',
        body: { ...preferences, emailAtHalf: false },
      }),
    );
  });

  it('shows a failed load with a retry, and the empty state', async () => {
    listAnswer = () => json({ message: 'down' }, 503);
    renderPage();
    expect(await screen.findByText('Your inbox could not be loaded.', {}, WAIT)).toBeVisible();
    items = [];
    listAnswer = () => json({ items: [], total: 0, page: 0, size: 20 });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Nothing here yet/, {}, WAIT)).toBeVisible();
  });

  it('reads in Arabic', async () => {
    await i18n.changeLanguage('ar-SA');
    renderPage();
    expect(await screen.findByRole('link', { name: /^مضت أربعة أخماس المهلة/ }, WAIT)).toBeVisible();
    expect(screen.getByRole('button', { name: 'تعليم الكل كمقروء' })).toBeEnabled();
  });
});
