import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComplaintsToken } from '@portal/contracts/complaints';
import { onNotificationsRefresh } from '../../../lib/notifications-events';
import { createConnectorClient, ConnectorError } from '../api/connector-client';

const NOW = Date.parse('2030-01-01T00:00:00Z');
const tokenOf = (n: number, expiresInMs = 5 * 60_000): ComplaintsToken => ({
  token: `token-${n}`,
  expiresAt: new Date(NOW + expiresInMs).toISOString(),
  connectorUrl: '/connector/issue-tracker',
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A connector answering `statuses` in turn (then 200), and a token endpoint counting its calls. */
const setup = (statuses: number[], expiresInMs?: number) => {
  let issued = 0;
  const fetchToken = vi.fn(async () => tokenOf(++issued, expiresInMs));
  const answers = [...statuses];
  const fetchMock = vi.fn<typeof fetch>(async () => {
    const status = answers.shift() ?? 200;
    return status === 200 ? json({ items: [], total: 0 }) : json({ error: 'UNAUTHORIZED' }, status);
  });
  const client = createConnectorClient({ fetchToken, fetch: fetchMock, now: () => NOW });
  const bearers = () =>
    fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>).authorization);
  return { client, fetchToken, fetchMock, bearers };
};

describe('issue-tracker connector client', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends its own token as bearer to the connector address and reuses it', async () => {
    const { client, fetchToken, fetchMock, bearers } = setup([]);
    await client.request('GET', '/api/complaints');
    await client.request('GET', '/api/complaints?status=OPEN');
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/connector/issue-tracker/api/complaints');
    expect(bearers()).toEqual(['Bearer token-1', 'Bearer token-1']);
  });

  it('on a 401 refreshes the token once and retries: success', async () => {
    const { client, fetchToken, bearers } = setup([401]);
    await expect(client.request('GET', '/api/complaints')).resolves.toEqual({ items: [], total: 0 });
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(bearers()).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('on a 403 as well', async () => {
    const { client, fetchToken } = setup([403]);
    await client.request('GET', '/api/complaints');
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('on a second 401 gives up after one refresh with the error', async () => {
    const { client, fetchToken, fetchMock } = setup([401, 401]);
    const error = await client.request('GET', '/api/complaints').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectorError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not refresh on other failures', async () => {
    const { client, fetchToken, fetchMock } = setup([500]);
    await expect(client.request('GET', '/api/complaints')).rejects.toMatchObject({ status: 500 });
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('renews a token about to expire before using it', async () => {
    const { client, fetchToken } = setup([], 10_000);
    await client.request('GET', '/api/complaints');
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('refreshes the notification counts after a non-GET call only', async () => {
    const listener = vi.fn();
    const stop = onNotificationsRefresh(listener);
    const { client } = setup([]);
    await client.request('GET', '/api/complaints');
    expect(listener).not.toHaveBeenCalled();
    await client.request('POST', '/api/complaints', { subject: 's', description: 'd' });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});
