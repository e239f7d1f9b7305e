import { z } from 'zod';
import { environmentSchema } from '../../environment-names';
import { ConfigError } from '../../config';

const url = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value.replace(/\/+$/, '')))
  .pipe(z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).optional())
  .optional();

const complaintsEnvSchema = z.object({
  ISSUE_TRACKER_URL: url,
  ISSUE_TRACKER_PUBLIC_URL: url,
  ISSUE_TRACKER_JWT_SECRET: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.string().min(32, 'at least 32 characters').optional())
    .optional(),
  ISSUE_TRACKER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** End-to-end tests only: the in-process simulator serves its test control. */
  ISSUE_TRACKER_TEST_CONTROLS: z.enum(['true', 'false']).default('false'),
});
environmentSchema(complaintsEnvSchema);

/** Where the in-process simulator answers when ISSUE_TRACKER_URL is unset (on the API server). */
export const IN_PROCESS_CONNECTOR_PATH = '/connector/issue-tracker';

export type ComplaintsConfig = {
  /** The connector as the API reaches it; unset: the in-process simulator. */
  url: string | undefined;
  /** The connector as the browser reaches it (default `url`, else the in-process path). */
  publicUrl: string;
  /** The HS256 secret shared with the connector; unset: one kept in `app_secrets`. */
  secret: string | undefined;
  timeoutMs: number;
  /** The in-process simulator's `POST /control/reject-next` (tests only; never in a normal start). */
  testControls: boolean;
};

/** Reads the issue-tracker settings; a bad value throws a ConfigError naming the variable. */
export const loadComplaintsConfig = (env: NodeJS.ProcessEnv = process.env): ComplaintsConfig => {
  const parsed = complaintsEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.ISSUE_TRACKER_URL && !e.ISSUE_TRACKER_JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  ISSUE_TRACKER_JWT_SECRET: required with ISSUE_TRACKER_URL (the connector verifies with it)',
    );
  }
  return {
    url: e.ISSUE_TRACKER_URL,
    publicUrl: e.ISSUE_TRACKER_PUBLIC_URL ?? e.ISSUE_TRACKER_URL ?? IN_PROCESS_CONNECTOR_PATH,
    secret: e.ISSUE_TRACKER_JWT_SECRET,
    timeoutMs: e.ISSUE_TRACKER_TIMEOUT_MS,
    testControls: e.ISSUE_TRACKER_TEST_CONTROLS === 'true',
  };
};
