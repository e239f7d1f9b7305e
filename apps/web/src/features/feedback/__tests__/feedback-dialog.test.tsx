import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { alertStore } from '../../../lib/alerts/alert-store';
import { queryClient } from '../../../lib/query-client';
import { setupTestI18n } from '../../../test/i18n';
import { FeedbackWidget } from '../components/feedback-widget';

const renderWidget = () => {
  const router = createMemoryRouter([{ path: '*', element: <FeedbackWidget /> }], {
    initialEntries: ['/employers'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

describe('feedback widget', () => {
  beforeAll(() => setupTestI18n('en-US'));
  beforeEach(() => {
    queryClient.clear();
    alertStore.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it(
    'opens its lazily loaded dialog, validates with the contracts schema and sends the feedback',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      const fetchMock = vi.fn(
        async () =>
          new Response(JSON.stringify({ id: 1, createdAt: '2030-01-01T00:00:00Z' }), {
            status: 201,
            headers: { 'content-type': 'application/json' },
          }),
      );
      vi.stubGlobal('fetch', fetchMock);
      renderWidget();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Send feedback' }));
      const dialog = await screen.findByRole(
        'dialog',
        { name: 'Send us your feedback' },
        { timeout: 10_000 },
      );

      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByText('Choose a rating from 1 to 5.')).toBeInTheDocument();
      expect(screen.getByText('This field is required.')).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();

      // A plain click: jsdom has no layout for the stars' hover position.
      fireEvent.click(screen.getByRole('radio', { name: '4 out of 5' }));
      expect(screen.getByRole('radio', { name: '4 out of 5' })).toBeChecked();
      await user.type(screen.getByLabelText(/Your message/), '  Clear and quick.  ');
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('/api/feedback');
      expect(init.method).toBe('POST');
      expect(JSON.parse(String(init.body))).toEqual({
        rating: 4,
        message: 'Clear and quick.',
        page: '/employers',
      });
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      expect(alertStore.getAlerts().map((alert) => alert.message)).toContain(
        'Thank you, your feedback has been sent.',
      );
    },
  );
});
