import type { ComplaintsToken } from '@portal/contracts/complaints';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { requestNotificationsRefresh, triggersNotificationsRefresh } from '../../../lib/notifications-events';
import { resolveUrl } from '../../../lib/server-address';

/** A failed connector call: `status` 0 when it could not be reached; `code` the connector's error code. */
export class ConnectorError extends Error {
  readonly status: number;
  readonly code: string | null;

  constructor(status: number, code: string | null) {
    super(`issue-tracker connector answered ${status}${code ? ` ${code}` : ''}`);
    this.name = 'ConnectorError';
    this.status = status;
    this.code = code;
  }
}

export const isConnectorError = (error: unknown): error is ConnectorError => error instanceof ConnectorError;

export type ConnectorClientDeps = {
  /** `GET /api/complaints/jwt`. */
  fetchToken: () => Promise<ComplaintsToken>;
  fetch?: typeof fetch;
  now?: () => number;
};

export type ConnectorClient = {
  request: <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => Promise<T>;
  /** Forgets the token (sign-out, tests). */
  reset: () => void;
};

/** A token this close to its expiry is renewed before use. */
const EXPIRY_MARGIN_MS = 30_000;

const codeOf = async (response: Response): Promise<string | null> => {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body.error === 'string' ? body.error : null;
  } catch {
    return null;
  }
};

/**
 * The client of the issue-tracker connector (spec 7): its own token from `GET /api/complaints/jwt`,
 * sent as bearer; on 401 or 403 the token is refreshed ONCE and the call retried; a second refusal
 * is the caller's error. After a non-GET call the notification counts refresh (its paths contain
 * `/api/complaints`).
 */
export const createConnectorClient = (deps: ConnectorClientDeps): ConnectorClient => {
  const send = deps.fetch ?? ((input, init) => fetch(input, init));
  const now = deps.now ?? Date.now;
  let current: Promise<ComplaintsToken> | null = null;

  const load = () => {
    const loading = deps.fetchToken();
    current = loading;
    loading.catch(() => {
      if (current === loading) current = null;
    });
    return loading;
  };
  const tokenFor = async (): Promise<ComplaintsToken> => {
    const token = await (current ?? load());
    return Date.parse(token.expiresAt) - EXPIRY_MARGIN_MS > now() ? token : load();
  };
  /** A new token, unless another call already replaced the refused one. */
  const refreshAfter = async (refused: ComplaintsToken): Promise<ComplaintsToken> => {
    const latest = current ? await current.catch(() => null) : null;
    return latest && latest.token !== refused.token ? latest : load();
  };

  const call = async (token: ComplaintsToken, method: string, path: string, body: unknown) => {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': currentLanguage(),
      authorization: `Bearer ${token.token}`,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      return await send(resolveUrl(`${token.connectorUrl}${path}`), {
        method,
        headers,
        body: body === undefined ? null : JSON.stringify(body),
      });
    } catch {
      throw new ConnectorError(0, null);
    }
  };

  return {
    request: async <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> => {
      const first = await tokenFor();
      let response = await call(first, method, path, body);
      if (response.status === 401 || response.status === 403) {
        response = await call(await refreshAfter(first), method, path, body);
      }
      if (triggersNotificationsRefresh(method, `${first.connectorUrl}${path}`)) requestNotificationsRefresh();
      if (!response.ok) throw new ConnectorError(response.status, await codeOf(response));
      return (response.status === 204 ? undefined : await response.json()) as T;
    },
    reset: () => {
      current = null;
    },
  };
};
