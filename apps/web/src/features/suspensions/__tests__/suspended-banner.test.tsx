import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ERROR_CODES } from '@portal/contracts/error-body';
import { api } from '../../../lib/api-client';
import { setAccessTokenProvider } from '../../../lib/auth/auth-hooks';
import { clearCredentials, loadCredentials, saveCredentials } from '../../../lib/storage/credentials-storage';
import { credentialsFixture, meFixture, membershipFixture } from '../../../test/fixtures';
import { setupTestI18n } from '../../../test/i18n';
import { useCredentialsRefresh } from '../../auth/use-credentials-refresh';
import { SuspendedBanner } from '../components/suspended-banner';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const suspendedMembership = () => {
  const membership = membershipFixture();
  membership.organization.active = false;
  return membership;
};

/** The authenticated layout's part: the refresh hook and the banner. */
const Shell = () => {
  useCredentialsRefresh();
  return <SuspendedBanner />;
};

describe('suspension banner: credentials reloaded on the "organisation suspended" answer', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(async () => {
    await setupTestI18n('en-US');
  });
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    setAccessTokenProvider(async () => 'token');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearCredentials();
  });

  it('a write refused with the suspended code reloads /api/me: the banner shows at once', async () => {
    saveCredentials(credentialsFixture());
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/me')
        ? json(200, meFixture([suspendedMembership()]))
        : json(403, { message: 'Your organisation is suspended', code: ERROR_CODES.organizationSuspended }),
    );
    render(<Shell />);
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => {
      await expect(api.put('/api/profile', {})).rejects.toMatchObject({ status: 403 });
    });
    expect(await screen.findByRole('status')).toHaveTextContent(/suspended/i);
    expect(loadCredentials()?.organization.active).toBe(false);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/me')).length).toBeGreaterThan(
      0,
    );
  });

  it('another 403 does not reload the credentials', async () => {
    saveCredentials(credentialsFixture());
    fetchMock.mockImplementation(async () => json(403, { message: 'Forbidden' }));
    render(<Shell />);
    await act(async () => {
      await expect(api.put('/api/profile', {})).rejects.toMatchObject({ status: 403 });
    });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/profile']);
    expect(loadCredentials()?.organization.active).toBe(true);
  });

  it('while the banner shows, a lifted suspension removes it on the next page load', async () => {
    saveCredentials(credentialsFixture(suspendedMembership()));
    fetchMock.mockImplementation(async () => json(200, meFixture()));
    render(<Shell />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(loadCredentials()?.organization.active).toBe(true);
  });
});
