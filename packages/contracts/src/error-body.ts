import { z } from 'zod';

/** The one error body of the API (spec section 8). */
export const errorBodySchema = z.object({
  message: z.string(),
  details: z.string().optional(),
  service: z.string().optional(),
  messages: z.array(z.string()).optional(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  /** A machine-readable code for the errors a client reacts to besides showing them (`ERROR_CODES`). */
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Error codes the web app acts on (the message stays the translated text). */
export const ERROR_CODES = {
  /** 403 on a write of a suspended organisation: the client refreshes its stored credentials. */
  organizationSuspended: 'ORGANIZATION_SUSPENDED',
  /** 409 on an edit made on a version the record no longer has: the form offers to reload it. */
  recordChanged: 'RECORD_CHANGED',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
