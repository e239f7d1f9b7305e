import type { FastifyBaseLogger } from 'fastify';
import type { ClientErrorReport } from '@portal/contracts/client-errors';

/** Who reported, when known; nothing else of the session goes to the log. */
export type Reporter = { userId: number; membershipId: number | null } | null;

const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Strips control characters (log-forging) and bounds each line. */
const clean = (value: string, max: number): string => value.replace(controlCharacters, '').slice(0, max);

/** Logs a browser error at warn level, the fallback when no Sentry DSN is configured. */
export const logClientError = (log: FastifyBaseLogger, report: ClientErrorReport, reporter: Reporter): void => {
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
