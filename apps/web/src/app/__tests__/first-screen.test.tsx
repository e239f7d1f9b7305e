import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fetchPublicConfig } from '../../lib/config';
import { prefetchPublicConfig, takeEarlyConfig } from '../../lib/early-config';
import { clearCredentials, saveCredentials, setRememberMe } from '../../lib/storage/credentials-storage';
import { credentialsFixture } from '../../test/fixtures';
import { json, stubFetch } from '../../test/http';
import { setupTestI18n } from '../../test/i18n';
import { FirstScreen, showsFirstScreen, signedInRouteOf } from '../first-screen';

const TOKEN_KEY = 'oidc.user:http://localhost/auth:portal-web';
const storeToken = (expiresInMs: number) =>
  sessionStorage.setItem(
    TOKEN_KEY,
    JSON.stringify({ access_token: 'abc', expires_at: Math.floor((Date.now() + expiresInMs) / 1000) }),
  );

/** The first screen as the router shows it, the browser at `address`. */
const showAt = (address: string) => {
  window.history.pushState({}, '', address);
  const router = createMemoryRouter([{ path: '*', element: <FirstScreen /> }], {
    initialEntries: [address],
  });
  return render(<RouterProvider router={router} />);
};

describe("a signed-in page's first screen", () => {
  beforeEach(async () => {
    setRememberMe(false);
    saveCredentials(credentialsFixture());
    storeToken(10 * 60_000);
    await setupTestI18n('en-US');
  });
  afterEach(() => {
    cleanup();
    clearCredentials();
    sessionStorage.clear();
    window.history.pushState({}, '', '/');
  });

  it("finds the signed-in page an address opens, and none for a public page's", () => {
    expect(signedInRouteOf('/employment-requests')?.id).toBe('employmentRequests');
    expect(signedInRouteOf('/partnership-contracts/12/')?.id).toBe('partnershipContracts.view');
    expect(signedInRouteOf('/faq')).toBeUndefined();
    expect(signedInRouteOf('/no/such/page')).toBeUndefined();
  });

  it("shows the organisation and the page's title from the stored session, in English and Arabic", async () => {
    showAt('/employment-requests');
    expect(screen.getByText('Al Ofuq Recruitment Office')).toBeTruthy();
    expect(screen.getByText('Employment Requests').className).toContain('MuiTypography-h1');
    expect(screen.getByRole('progressbar')).toBeTruthy();
    cleanup();
    await setupTestI18n('ar-SA');
    showAt('/dashboard');
    expect(screen.getByText('مكتب الأفق للاستقدام')).toBeTruthy();
    expect(screen.getByText('لوحة المعلومات')).toBeTruthy();
  });

  it('tells the application a frame after it has been shown, without a router (the router starts then)', async () => {
    const painted = vi.fn();
    window.history.pushState({}, '', '/partnership-contracts/12');
    render(<FirstScreen onPainted={painted} />);
    expect(screen.getByText('Partnership Contract')).toBeTruthy();
    expect(painted).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(painted).toHaveBeenCalledTimes(1));
    expect(showsFirstScreen()).toBe(true);
    cleanup();
    sessionStorage.clear();
    expect(showsFirstScreen()).toBe(false);
  });

  it('shows nothing for a public address, without a stored session or with a token about to end', () => {
    expect(showAt('/faq').container.textContent).toBe('');
    cleanup();
    sessionStorage.clear();
    expect(showAt('/employment-requests').container.textContent).toBe('');
    cleanup();
    storeToken(30_000);
    expect(showAt('/employment-requests').container.textContent).toBe('');
    cleanup();
    storeToken(10 * 60_000);
    clearCredentials();
    expect(showAt('/employment-requests').container.textContent).toBe('');
  });
});

describe("the boot script's early configuration request", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => stubFetch(fetchMock));
  afterEach(() => vi.unstubAllGlobals());

  it('is taken once by the configuration query, which asks the API itself afterwards', async () => {
    fetchMock.mockResolvedValueOnce(json({ features: { early: true } }));
    prefetchPublicConfig();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/config');
    expect(await fetchPublicConfig()).toEqual({ features: { early: true } });
    expect(takeEarlyConfig()).toBeNull();
    fetchMock.mockResolvedValueOnce(json({ features: { early: false } }));
    expect(await fetchPublicConfig()).toEqual({ features: { early: false } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('leaves a failed early answer to the API client, which asks again', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 'unavailable' }, 503));
    prefetchPublicConfig();
    fetchMock.mockResolvedValueOnce(json({ features: { again: true } }));
    expect(await fetchPublicConfig()).toEqual({ features: { again: true } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
