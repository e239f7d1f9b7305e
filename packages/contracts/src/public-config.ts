import { z } from 'zod';
import { FEATURE_FLAG_NAMES, type FeatureFlag } from './feature-flags';

/** `GET /api/config`: what the web app needs before sign-in. */
export const publicConfigSchema = z.object({
  oidc: z.object({ authority: z.string(), clientId: z.string(), scope: z.string() }),
  embeddedIdentity: z.boolean(),
  features: z.object(
    Object.fromEntries(FEATURE_FLAG_NAMES.map((name) => [name, z.boolean()])) as Record<
      FeatureFlag,
      z.ZodBoolean
    >,
  ),
  errorReporting: z.object({ dsn: z.string().nullable() }),
  /** The admin setting `licenceWarningDays`: the licence warning shows this many days or fewer before the date. */
  licenceWarningDays: z.number().int(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
