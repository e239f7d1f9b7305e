import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEADERS } from '@portal/contracts/http-headers';
import { api } from '../../lib/api-client';
import { fetchDashboardSummary } from '../../features/dashboard/api/get-summary';
import { fetchWaitingClocks } from '../../features/dashboard/api/get-waiting-clocks';
import { CONTRACTS_URL } from '../../features/partnership-contracts/api/contracts-keys';
import { REQUESTS_URL } from '../../features/employment-requests/api/requests-keys';
import { PAGE_SIZE } from '@portal/contracts/constants';
import { clearCredentials, saveCredentials, setRememberMe } from '../../lib/storage/credentials-storage';
import { credentialsFixture } from '../../test/fixtures';
import { json, stubFetch } from '../../test/http';
import { setupTestI18n } from '../../test/i18n';
import { renderHook, waitFor } from '@testing-library/react';
import { paramsOf } from '../early-content';
import { prefetchPageData } from '../early-data';
import { clearEarlyContent, useEarlyContent } from '../early-screen';
import { earlyAnswerOf } from '../early-paint';

// The early paint's answers (decision 0078): none, unless a test gives one.
vi.mock('../early-paint', () => ({ earlyAnswerOf: vi.fn(() => undefined) }));

const TOKEN_KEY = 'oidc.user:http://localhost/auth:portal-web';
const storeToken = () =>
  sessionStorage.setItem(
    TOKEN_KEY,
    JSON.stringify({ access_token: 'stored', expires_at: Math.floor(Date.now() / 1000) + 600 }),
  );

describe("a signed-in page's first data, asked when the application starts", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(async () => {
    await setupTestI18n('en-US');
    stubFetch(fetchMock);
    setRememberMe(false);
    saveCredentials(credentialsFixture());
    storeToken();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearCredentials();
    sessionStorage.clear();
    clearEarlyContent();
  });

  it("reads a route's parameters from the address", () => {
    expect(paramsOf('partnership-contracts/:id', 'partnership-contracts/12')).toEqual({ id: '12' });
    expect(paramsOf('dashboard', 'dashboard')).toEqual({});
  });

  it("asks the contract with the stored token and the establishment's headers; the page's own request takes the answer", async () => {
    fetchMock.mockResolvedValueOnce(json({ id: 12, early: true }));
    expect(prefetchPageData('/partnership-contracts/12')).toEqual([`${CONTRACTS_URL}/12`]);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`${CONTRACTS_URL}/12`);
    const headers = init?.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer stored');
    expect(headers[HEADERS.role]).toBe('PRO_OFFICE');
    expect(await api.get(`${CONTRACTS_URL}/12`)).toEqual({ id: 12, early: true });
    // Once: the next request asks the API again.
    fetchMock.mockResolvedValueOnce(json({ id: 12, early: false }));
    expect(await api.get(`${CONTRACTS_URL}/12`)).toEqual({ id: 12, early: false });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("asks the dashboard's summary and nearest deadlines at the addresses its queries ask", async () => {
    fetchMock.mockImplementation(async (url) => json({ url: String(url) }));
    prefetchPageData('/dashboard/');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await fetchDashboardSummary();
    await fetchWaitingClocks();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("gives the first screen the contract's heading, as its page writes it, once the answer is in", async () => {
    fetchMock.mockResolvedValueOnce(json({ id: 21, number: 'PC-0000021' }));
    const { result } = renderHook(() => useEarlyContent('/partnership-contracts/21', 'en-US'));
    expect(result.current).toBeUndefined();
    prefetchPageData('/partnership-contracts/21');
    await waitFor(() => expect(result.current?.heading).toBe('Partnership contract no. PC-0000021'));
  });

  it("gives the first screen the dashboard's licence notice, as its section writes it, once the summary is in", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('summary')
        ? json({ licence: { state: 'warning', expiresOn: '2027-01-10', daysLeft: 5 } })
        : json({ total: 0, rows: [] }),
    );
    const { result } = renderHook(() => useEarlyContent('/dashboard', 'en-US'));
    prefetchPageData('/dashboard');
    await waitFor(() => expect(result.current?.notice?.severity).toBe('warning'));
    expect(result.current?.notice?.text).toMatch(/^Your licence expires on .*2027.*: 5 days left\.$/);
    expect(result.current?.heading).toBeUndefined();
    // A summary without a licence gives the first screen nothing.
    clearEarlyContent();
    fetchMock.mockImplementation(async () =>
      json({ licence: { state: 'none', expiresOn: null, daysLeft: null } }),
    );
    prefetchPageData('/dashboard/');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBeUndefined();
  });

  it("asks the request list's first page, as the list asks it for an address without a search", async () => {
    fetchMock.mockImplementation(async (url) => json({ url: String(url) }));
    expect(prefetchPageData('/employment-requests', '/', '')).toHaveLength(1);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // The list's query for page 0 at the default size, no filters, no sort (request-list-page.tsx).
    await api.get(REQUESTS_URL, { query: { page: 0, size: PAGE_SIZE } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('takes the answer the early paint asked before the application, and asks nothing itself', async () => {
    vi.mocked(earlyAnswerOf).mockReturnValueOnce(Promise.resolve({ id: 31, made: true }));
    expect(prefetchPageData('/partnership-contracts/31')).toEqual([`${CONTRACTS_URL}/31`]);
    expect(earlyAnswerOf).toHaveBeenCalledWith(`${CONTRACTS_URL}/31`);
    expect(await api.get(`${CONTRACTS_URL}/31`)).toEqual({ id: 31, made: true });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("leaves a failed early answer to the page's request, which asks again", async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 'unavailable' }, 503));
    prefetchPageData('/partnership-contracts/7');
    fetchMock.mockResolvedValueOnce(json({ id: 7 }));
    expect(await api.get(`${CONTRACTS_URL}/7`)).toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks nothing for a page without early data, a malformed id or without a stored session', () => {
    expect(prefetchPageData('/employment-requests', '/', '?status=DRAFT')).toEqual([]);
    expect(prefetchPageData('/employment-requests/pending')).toEqual([]);
    expect(prefetchPageData('/partnership-contracts/abc')).toEqual([]);
    expect(prefetchPageData('/faq')).toEqual([]);
    sessionStorage.clear();
    expect(prefetchPageData('/dashboard')).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
