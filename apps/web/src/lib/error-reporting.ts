import { isApiError } from './api-error';
import { csrfToken } from './request-headers';
import { HEADERS } from '@portal/contracts/http-headers';
import { resolveUrl } from './server-address';

export type ErrorReport = {
  message: string;
  stack?: string;
  status?: number;
  request?: string;
  url: string;
  time: string;
};

type Reporter = (report: ErrorReport) => void;

const toReport = (error: unknown): ErrorReport => {
  const base = { url: window.location.href, time: new Date().toISOString() };
  if (isApiError(error)) {
    return { ...base, message: error.message, status: error.status, request: `${error.method} ${error.url}` };
  }
  if (error instanceof Error) return { ...base, message: error.message, stack: error.stack };
  return { ...base, message: String(error) };
};

/** Without a DSN, reports go to the API, which logs them. */
const apiReporter: Reporter = (report) => {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const csrf = csrfToken();
  if (csrf) headers[HEADERS.csrf] = csrf;
  void fetch(resolveUrl('/api/client-errors'), {
    method: 'POST',
    headers,
    body: JSON.stringify(report),
    keepalive: true,
  }).catch(() => undefined);
};

/** A Sentry-compatible DSN (`https://key@host/project`): one event per report, through the envelope endpoint. */
export const dsnReporter = (dsn: string): Reporter | null => {
  const match = /^(https?):\/\/([^@]+)@([^/]+)\/(.+)$/.exec(dsn);
  if (!match) return null;
  const [, protocol, key, host, project] = match;
  const endpoint = `${protocol}://${host}/api/${project}/envelope/?sentry_key=${key}&sentry_version=7`;
  return (report) => {
    const eventId = crypto.randomUUID().replace(/-/g, '');
    const event = {
      event_id: eventId,
      timestamp: report.time,
      platform: 'javascript',
      level: 'error',
      request: { url: report.url },
      message: report.message,
      extra: { status: report.status, request: report.request, stack: report.stack },
    };
    const envelope = [
      JSON.stringify({ event_id: eventId, sent_at: report.time }),
      '{"type":"event"}',
      JSON.stringify(event),
    ].join('\n');
    void fetch(endpoint, { method: 'POST', body: envelope, keepalive: true }).catch(() => undefined);
  };
};

let reporter: Reporter = apiReporter;
const recent = new Map<string, number>();

/** Picks the reporter from the public configuration's `errorReporting.dsn`. */
export const configureErrorReporting = (dsn: string | null): void => {
  reporter = (dsn && dsnReporter(dsn)) || apiReporter;
};

/** Reports an error once per minute per message (a failing poll must not flood the server). */
export const reportError = (error: unknown): void => {
  if (isApiError(error) && error.status === 401) return;
  const report = toReport(error);
  const now = Date.now();
  const last = recent.get(report.message);
  if (last !== undefined && now - last < 60_000) return;
  recent.set(report.message, now);
  reporter(report);
};
