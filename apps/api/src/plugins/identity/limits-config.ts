import { z } from 'zod';
import { environmentSchema } from '../../environment-names';

const count = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);
const ms = (fallback: number, max = 86_400_000) => z.coerce.number().int().min(1).max(max).default(fallback);

/** The sign-in limits' variables (docs/decisions/0043 has the table). */
export const signInLimitsEnvSchema = z.object({
  SIGN_IN_PAIR_MAX_FAILURES: count(10),
  SIGN_IN_PAIR_WINDOW_MS: ms(5 * 60_000),
  SIGN_IN_ADDRESS_MAX_FAILURES: count(20),
  SIGN_IN_ADDRESS_WINDOW_MS: ms(15 * 60_000),
  SIGN_IN_ACCOUNT_FREE_FAILURES: count(10),
  SIGN_IN_ACCOUNT_DELAY_MS: ms(1_000),
  SIGN_IN_ACCOUNT_MAX_DELAY_MS: ms(15 * 60_000),
  SIGN_IN_ACCOUNT_WINDOW_MS: ms(24 * 3_600_000, 30 * 86_400_000),
});
environmentSchema(signInLimitsEnvSchema);

export type SignInLimits = {
  /** Failures of one username from one address before that pair is refused, and for how long. */
  pairMaxFailures: number;
  pairWindowMs: number;
  /** Failures from one address across all usernames (password spraying). */
  addressMaxFailures: number;
  addressWindowMs: number;
  /** Failures of one account from anywhere before each further attempt waits a growing delay. */
  accountFreeFailures: number;
  accountDelayMs: number;
  accountMaxDelayMs: number;
  /** An account's failures are forgotten after this long without one. */
  accountWindowMs: number;
};

/** Reads the sign-in limits; a bad value names the variable. */
export const loadSignInLimits = (env: NodeJS.ProcessEnv = process.env): SignInLimits => {
  const parsed = signInLimitsEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    pairMaxFailures: e.SIGN_IN_PAIR_MAX_FAILURES,
    pairWindowMs: e.SIGN_IN_PAIR_WINDOW_MS,
    addressMaxFailures: e.SIGN_IN_ADDRESS_MAX_FAILURES,
    addressWindowMs: e.SIGN_IN_ADDRESS_WINDOW_MS,
    accountFreeFailures: e.SIGN_IN_ACCOUNT_FREE_FAILURES,
    accountDelayMs: e.SIGN_IN_ACCOUNT_DELAY_MS,
    accountMaxDelayMs: Math.max(e.SIGN_IN_ACCOUNT_MAX_DELAY_MS, e.SIGN_IN_ACCOUNT_DELAY_MS),
    accountWindowMs: e.SIGN_IN_ACCOUNT_WINDOW_MS,
  };
};
