import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { typeDate } from '../../../test/date-field';
import { setupTestI18n } from '../../../test/i18n';
import { SuspendDialog } from '../components/suspend-dialog';

const organization = {
  id: 4,
  name: { ar: 'مكتب الأفق', en: 'Al Ofuq Office' },
  type: 'PRO_OFFICE',
} as unknown as Parameters<typeof SuspendDialog>[0]['organization'];

describe('suspend dialog', { timeout: 30_000 }, () => {
  beforeAll(() => setupTestI18n('en-US'));
  afterEach(() => vi.unstubAllGlobals());

  it('refuses an end date before the start date and takes focus to the end date, which reads the error', async () => {
    const reasons = [{ id: 2, text: { ar: 'مخالفة', en: 'Violation' }, type: 'SUSPENSION', active: true }];
    const fetchMock = vi.fn(
      async (_url: RequestInfo | URL) =>
        new Response(JSON.stringify(reasons), { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={queryClient}>
        <SuspendDialog open onClose={() => undefined} organization={organization} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('combobox', { name: /^Reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Violation' }));
    await typeDate(/^From/, '2030-05-10');
    await typeDate(/^To/, '2030-05-09');
    await userEvent.click(screen.getByRole('button', { name: 'Suspend an organization' }));
    const message = 'The end date cannot be before the start date.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    const endField = screen.getByText(/^To/, { selector: 'label' }).parentElement as HTMLElement;
    await waitFor(() => expect(endField.contains(document.activeElement)).toBe(true));
    expect(within(endField).getByRole('group')).toHaveAccessibleDescription(message);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/suspensions');
  });
});
