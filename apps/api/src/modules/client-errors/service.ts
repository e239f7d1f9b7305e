import type { FastifyBaseLogger } from 'fastify';
import type { ClientErrorReport } from '@portal/contracts/client-errors';

/** Who reported, when known; nothing else of the session goes to the log. */
export type Reporter = { userId: number; membershipId: number | null } | null;

/** Control characters except tab, line feed and carriage return (stack traces keep their lines). */
const isControl = (code: number): boolean =>
  (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127;

/** Strips control characters (terminal escapes, NUL) and bounds the length. */
const clean = (value: string, max: number): string =>
  Array.from(value)
    .filter((char) => !isControl(char.charCodeAt(0)))
    .join('')
    .slice(0, max);

/** Logs a browser error at warn level, the fallback when no Sentry DSN is configured. */
export const logClientError = (
  log: FastifyBaseLogger,
  report: ClientErrorReport,
  reporter: Reporter,
): void => {
  log.warn(
    {
      clientError: {
        message: clean(report.message, 2000),
        ...(report.stack ? { stack: clean(report.stack, 16_000) } : {}),
        url: clean(report.url, 2000),
        ...(report.userAgent ? { userAgent: clean(report.userAgent, 500) } : {}),
        ...(report.status !== undefined ? { status: report.status } : {}),
        ...(report.request ? { request: clean(report.request, 2000) } : {}),
        time: clean(report.time, 64),
      },
      ...(reporter ? { reporter } : {}),
    },
    'client error reported',
  );
};
