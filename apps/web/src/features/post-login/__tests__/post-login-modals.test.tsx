import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { todayInKingdom } from '@portal/contracts/constants';
import { FEATURE_FLAGS } from '@portal/contracts/feature-flags';
import { alertStore } from '../../../lib/alerts/alert-store';
import { queryClient } from '../../../lib/query-client';
import { loadCredentials, saveCredentials } from '../../../lib/storage/credentials-storage';
import { credentialsFixture, membershipFixture } from '../../../test/fixtures';
import { setupTestI18n } from '../../../test/i18n';
import { PostLoginModals } from '../components/post-login-modals';
import { licenceShown } from '../shown-lists';

const inDays = (days: number) => todayInKingdom(new Date(Date.now() + days * 86_400_000));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const registration = (office: boolean, user: boolean) =>
  json({
    establishment: { almatarRegistered: user, parentUser: null },
    organization: { id: 11, almatarRegistered: office, almatarRegistrationEnabled: true },
    changed: true,
  });

const stubApi = () => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/api/partnership/contracts/check')) return json({ message: 'An update waits' }, 409);
    if (url.endsWith('/add/office')) return registration(true, false);
    if (url.endsWith('/add/user')) return registration(true, true);
    return json({ oidc: {}, embeddedIdentity: true, features: FEATURE_FLAGS, errorReporting: { dsn: null } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const calls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => !url.endsWith('/api/config'));

const renderModals = () => {
  const router = createMemoryRouter([{ path: '*', element: <PostLoginModals /> }], {
    initialEntries: ['/dashboard'],
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

describe('post-login modals', { timeout: 30_000 }, () => {
  beforeAll(() => setupTestI18n('en-US'));
  beforeEach(() => {
    queryClient.clear();
    alertStore.clear();
    licenceShown.clear();
    const credentials = credentialsFixture(membershipFixture());
    saveCredentials({
      ...credentials,
      organization: {
        ...credentials.organization,
        licenseDate: inDays(30),
        almatarRegistrationEnabled: true,
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the licence warning, then the static booking offer, then the contract update; each only once', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi();
    const view = renderModals();

    const warning = await screen.findByRole('dialog', { name: 'Your license expires soon' });
    expect(warning).toHaveTextContent('Days remaining: 30');
    expect(screen.getByRole('button', { name: 'Update license' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Later' }));

    const booking = await screen.findByRole('dialog', {
      name: "Book workers' flights with our travel partner",
    });
    await user.keyboard('{Escape}');
    await user.click(document.body);
    expect(booking).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await screen.findByRole('dialog', { name: 'Partnership contract updated' });
    expect(calls(fetchMock)).toEqual([
      '/api/booking/almatar/add/office',
      '/api/booking/almatar/add/user',
      '/api/partnership/contracts/check',
    ]);
    expect(loadCredentials()?.establishment.almatarRegistered).toBe(true);
    expect(loadCredentials()?.organization.almatarRegistered).toBe(true);
    expect(alertStore.getAlerts().map((alert) => alert.message)).toContain(
      'You are now registered with the travel booking service.',
    );
    expect(JSON.parse(localStorage.getItem('bookingModalShownProfiles') ?? '[]')).toEqual(['7']);
    expect(JSON.parse(localStorage.getItem('contractModalShownEstablishments') ?? '[]')).toEqual(['14-2201']);
    expect(screen.getByRole('button', { name: 'Open partnership contracts' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The next visit (same page load): nothing comes back.
    view.unmount();
    fetchMock.mockClear();
    renderModals();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(fetchMock)).toEqual([]);
  });

  it('"Not now" closes the offer for this profile without registering', async () => {
    const user = userEvent.setup();
    licenceShown.add(loadCredentials()!);
    const fetchMock = stubApi();
    renderModals();
    await screen.findByRole('dialog', { name: "Book workers' flights with our travel partner" });
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    await screen.findByRole('dialog', { name: 'Partnership contract updated' });
    expect(calls(fetchMock)).toEqual(['/api/partnership/contracts/check']);
    expect(JSON.parse(localStorage.getItem('bookingModalShownProfiles') ?? '[]')).toEqual(['7']);
    expect(loadCredentials()?.establishment.almatarRegistered).toBe(false);
  });

  it('Escape leaves the static offer open; after "Not now" and the last modal focus is on the page heading', async () => {
    const user = userEvent.setup();
    licenceShown.add(loadCredentials()!);
    const fetchMock = stubApi();
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <main>
              <h1>Dashboard</h1>
              <PostLoginModals />
            </main>
          ),
        },
      ],
      { initialEntries: ['/dashboard'] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const booking = await screen.findByRole('dialog', {
      name: "Book workers' flights with our travel partner",
    });
    await user.keyboard('{Escape}');
    expect(booking).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    await screen.findByRole('dialog', { name: 'Partnership contract updated' });
    expect(calls(fetchMock)).toEqual(['/api/partnership/contracts/check']);
    expect(JSON.parse(localStorage.getItem('bookingModalShownProfiles') ?? '[]')).toEqual(['7']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Dashboard' })),
    );
  });
});
