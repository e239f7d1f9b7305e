import { z } from 'zod';
import { environmentSchema } from '../../environment-names';
import { ConfigError } from '../../config';

const bookingEnvSchema = z.object({
  TRAVEL_BOOKING_URL: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value.replace(/\/+$/, '')))
    .pipe(z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).optional())
    .optional(),
  TRAVEL_BOOKING_API_KEY: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  TRAVEL_BOOKING_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});
environmentSchema(bookingEnvSchema);

export type BookingConfig = {
  /** The travel-booking partner's base URL; unset: the in-process simulator answers. */
  url: string | undefined;
  /** Sent as `Authorization: Bearer <key>` when set. */
  apiKey: string | undefined;
  timeoutMs: number;
};

/** Reads the travel-booking settings; a bad value throws a ConfigError naming the variable. */
export const loadBookingConfig = (env: NodeJS.ProcessEnv = process.env): BookingConfig => {
  const parsed = bookingEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    url: e.TRAVEL_BOOKING_URL,
    apiKey: e.TRAVEL_BOOKING_API_KEY,
    timeoutMs: e.TRAVEL_BOOKING_TIMEOUT_MS,
  };
};
