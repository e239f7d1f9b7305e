import { z } from 'zod';
import { environmentSchema } from '../../environment-names';

/** The shared counters' own variables (REDIS_URL itself is in config.ts). */
export const sharedCountersEnvSchema = z.object({
  /** Put before every key, so instances of other portals or tests sharing a Redis never collide. */
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\w:.-]+$/, 'letters, digits and _ : . - only')
    .default('portal:'),
  /** A command not answered in this time fails (the request then goes on as docs/decisions/0043 says). */
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  REDIS_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
});
environmentSchema(sharedCountersEnvSchema);

export type SharedCountersConfig = {
  keyPrefix: string;
  commandTimeoutMs: number;
  connectTimeoutMs: number;
};

/** Reads the shared counters' variables; a bad value names the variable. */
export const loadSharedCountersConfig = (env: NodeJS.ProcessEnv = process.env): SharedCountersConfig => {
  const parsed = sharedCountersEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return {
    keyPrefix: parsed.data.REDIS_KEY_PREFIX,
    commandTimeoutMs: parsed.data.REDIS_COMMAND_TIMEOUT_MS,
    connectTimeoutMs: parsed.data.REDIS_CONNECT_TIMEOUT_MS,
  };
};
