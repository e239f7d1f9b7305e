import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { credentialsFixture, membershipFixture } from '../../test/fixtures';
import { setupTestI18n } from '../../test/i18n';
import { api } from '../api-client';
import { ApiError } from '../api-error';
import { setAccessTokenProvider, setUnauthorizedHandler } from '../auth/auth-hooks';
import { onNotificationsRefresh } from '../notifications-events';
import { loadCredentials, saveCredentials } from '../storage/credentials-storage';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const sentHeaders = (call = 0) => (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;

describe('API client (spec 7)', () => {
  beforeEach(async () => {
    await setupTestI18n('en-US');
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    setAccessTokenProvider(async () => 'token-123');
    document.cookie = 'XSRF-TOKEN=csrf-abc';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('adds the bearer token, the language and the establishment headers', async () => {
    saveCredentials(credentialsFixture());
    fetchMock.mockImplementation(async () => json(200, { ok: true }));
    await expect(
      api.get('/api/things', { query: { name: '  Sara ', empty: '  ', page: 0 } }),
    ).resolves.toEqual({ ok: true });
    const [url] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things?name=Sara&page=0');
    expect(sentHeaders()).toMatchObject({
      authorization: 'Bearer token-123',
      'accept-language': 'en-US',
      'x-establishment': '14-2201',
      'x-role': 'PRO_OFFICE',
      'x-organization-id': '11',
      // owner id is empty: the seven-hundred number comes next
      'x-owner': '7001234567',
    });
    expect(sentHeaders()).not.toHaveProperty('x-xsrf-token');
  });

  it('sends the current language and the owner fallbacks', async () => {
    const membership = membershipFixture();
    membership.organization.establishmentOwnerInfo = {
      ownerId: null,
      sevenHundredNumber: null,
      unifiedNationalNumber: '7009999999',
    };
    saveCredentials(credentialsFixture(membership));
    await setupTestI18n('ar-SA');
    fetchMock.mockImplementation(async () => json(200, {}));
    await api.get('/api/things');
    expect(sentHeaders()).toMatchObject({ 'accept-language': 'ar-SA', 'x-owner': '7009999999' });
    await setupTestI18n('en-US');
  });

  it('adds the anti-forgery header to non-GET calls to relative URLs only', async () => {
    fetchMock.mockImplementation(async () => json(200, {}));
    await api.post('/api/things', { a: 1 });
    expect(sentHeaders(0)).toMatchObject({ 'x-xsrf-token': 'csrf-abc', 'content-type': 'application/json' });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"a":1}');
    await api.post('https://partner.example.com/hook', {});
    expect(sentHeaders(1)).not.toHaveProperty('x-xsrf-token');
  });

  it('turns an error body into a typed error', async () => {
    fetchMock.mockResolvedValue(
      json(409, { message: 'Contract changed', details: 'Reload it', service: 'partnership' }),
    );
    const error = await api.put('/api/partnership/contracts/4', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      body: { message: 'Contract changed', service: 'partnership' },
    });
  });

  it('reports a connection failure as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/api/things')).rejects.toMatchObject({ status: 0 });
  });

  it('signs the person out on 401', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    saveCredentials(credentialsFixture());
    fetchMock.mockResolvedValue(json(401, { message: 'Session expired' }));
    await expect(api.get('/api/me')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(loadCredentials()).toBeNull();
  });

  it('asks for a notification refresh after the calls of spec 7', async () => {
    const refresh = vi.fn();
    const stop = onNotificationsRefresh(refresh);
    fetchMock.mockImplementation(async () => json(200, {}));
    await api.post('/api/partnership/contracts/1/approve');
    await api.put('/api/employment-requests/1');
    await api.get('/api/licenseRequests/5');
    expect(refresh).toHaveBeenCalledTimes(3);
    await api.get('/api/partnership/contracts');
    await api.post('/api/organizations');
    expect(refresh).toHaveBeenCalledTimes(3);
    stop();
  });
});
