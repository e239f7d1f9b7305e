import { z } from 'zod';
import { environmentSchema } from '../../environment-names';

const schema = z.object({
  CAPTCHA_HMAC_KEY: z.string().min(32, 'at least 32 characters').optional(),
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(1000).max(10_000_000).default(50_000),
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(5),
  REGISTRATION_CAPTCHAS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(60),
  REGISTRATION_STATUS_CHECKS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
});
environmentSchema(schema);

export type RegistrationConfig = {
  /** Unset: a random key kept in the database (app_secrets), shared by every instance. */
  captchaHmacKey: string | undefined;
  /** The proof-of-work difficulty (the largest number a client may need to try). */
  captchaMaxNumber: number;
  /** Forms per address an hour (counted across instances with REDIS_URL, decision 0043). */
  registrationsPerHour: number;
  /** Captcha challenges per address a minute. */
  captchasPerMinute: number;
  /** Status look-ups per address a minute. */
  statusChecksPerMinute: number;
};

/** The registration form's own variables; a bad value names the variable. */
export const loadRegistrationConfig = (env: NodeJS.ProcessEnv = process.env): RegistrationConfig => {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return {
    captchaHmacKey: parsed.data.CAPTCHA_HMAC_KEY,
    captchaMaxNumber: parsed.data.CAPTCHA_MAX_NUMBER,
    registrationsPerHour: parsed.data.REGISTRATIONS_PER_HOUR,
    captchasPerMinute: parsed.data.REGISTRATION_CAPTCHAS_PER_MINUTE,
    statusChecksPerMinute: parsed.data.REGISTRATION_STATUS_CHECKS_PER_MINUTE,
  };
};
