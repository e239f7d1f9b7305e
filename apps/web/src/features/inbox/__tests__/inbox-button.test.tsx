import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { formatNumber } from '../../../lib/format/intl';
import { i18n } from '../../../lib/i18n/i18n';
import { setupTestI18n } from '../../../test/i18n';
import { json, stubFetch } from '../../../test/http';
import { InboxButton } from '../components/inbox-button';

const renderButton = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <InboxButton /> }], { initialEntries: ['/'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

describe('InboxButton', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(async () => {
    await setupTestI18n('en-US');
  });
  beforeEach(() => {
    stubFetch(fetchMock);
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/inbox/unread' ? json({ unread: 3 }) : json({ message: 'unexpected' }, 500),
    );
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en-US');
  });

  it('links to the inbox and says how many items are unread, in both languages', async () => {
    renderButton();
    const link = await screen.findByRole('link', { name: 'Inbox: 3 unread' }, { timeout: 15_000 });
    expect(link).toHaveAttribute('href', '/inbox');
    await i18n.changeLanguage('ar-SA');
    expect(
      await screen.findByRole('link', { name: `صندوق الوارد: ${formatNumber(3, 'ar-SA')} غير مقروءة` }),
    ).toBeVisible();
  });
});
