import { z } from 'zod';

/** Largest body `POST /api/client-errors` accepts, in bytes. */
export const CLIENT_ERROR_BODY_LIMIT = 32_768;

/**
 * `POST /api/client-errors`: the web app's error report when no Sentry DSN is configured. Plain
 * strings, not the `fields.ts` texts: the report is logged with control characters stripped,
 * never stored, and a report of a broken page may well carry a NUL.
 * Answer 202 `clientErrorAcceptedSchema`; the input is logged, never echoed.
 */
export const clientErrorReportSchema = z.object({
  message: z.string().min(1).max(2000),
  stack: z.string().max(16_000).optional(),
  url: z.string().min(1).max(2000),
  userAgent: z.string().max(500).optional(),
  /** For a failed API call: its HTTP status and `METHOD url`. */
  status: z.number().int().min(0).max(999).optional(),
  request: z.string().max(2000).optional(),
  /** When it happened in the browser (ISO 8601). */
  time: z.string().min(1).max(64),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

export const clientErrorAcceptedSchema = z.object({ accepted: z.literal(true) });
