import type { FastifyInstance } from 'fastify';
import type { ComplaintStore } from '@portal/tools/issue-tracker-simulator/state';
import type { ComplaintsConfig } from './config';

/** One HTTP exchange with the connector, over fetch or the in-process simulator's `inject`. */
export type ConnectorRequest = {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
};
export type ConnectorResponse = { status: number; headers: Record<string, string>; body: string };
export type ConnectorTransport = (request: ConnectorRequest) => Promise<ConnectorResponse>;

/** Real HTTP to ISSUE_TRACKER_URL with a timeout. */
export const httpConnector =
  (baseUrl: string, timeoutMs: number): ConnectorTransport =>
  async ({ method, path, headers, body }) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: headers ?? {},
      body: body ?? null,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers.entries()),
      body: await response.text(),
    };
  };

/** The simulator of tools/issue-tracker-simulator in this process (built on first use). */
export const inProcessConnector = (
  secret: () => Promise<string>,
  store: () => Promise<ComplaintStore>,
  testControls = false,
): { transport: ConnectorTransport; close: () => Promise<void> } => {
  let simulator: Promise<FastifyInstance> | null = null;
  const app = () =>
    (simulator ??= Promise.all([import('@portal/tools/issue-tracker-simulator/app'), store()]).then(
      ([{ buildIssueTrackerApp }, complaints]) =>
        buildIssueTrackerApp({ secret, store: complaints, testControls }),
    ));
  return {
    transport: async ({ method, path, headers, body }) => {
      const response = await (
        await app()
      ).inject({
        method,
        url: path,
        ...(headers && { headers }),
        ...(body !== undefined && { payload: body }),
      });
      const flat = Object.fromEntries(
        Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
      );
      return { status: response.statusCode, headers: flat, body: response.body };
    },
    close: async () => {
      if (simulator) await (await simulator).close();
    },
  };
};

export type Connector = { transport: ConnectorTransport; inProcess: boolean; close: () => Promise<void> };

/** The connector the configuration names: HTTP when ISSUE_TRACKER_URL is set, else the simulator. */
export const connectorFromConfig = (
  config: ComplaintsConfig,
  secret: () => Promise<string>,
  store: () => Promise<ComplaintStore>,
): Connector => {
  if (config.url) {
    return {
      transport: httpConnector(config.url, config.timeoutMs),
      inProcess: false,
      close: async () => {},
    };
  }
  return { ...inProcessConnector(secret, store, config.testControls), inProcess: true };
};
