import { z } from 'zod';

/**
 * Wrong passwords given for the signed-in person's account since they last saw this notice
 * (docs/decisions/0043): shown once after sign-in, then acknowledged.
 */
export const signInFailuresNoticeSchema = z.object({
  attempts: z.number().int().min(1),
  /** Distinct client addresses the attempts came from (counted up to 100). */
  addresses: z.number().int().min(1),
  firstAt: z.string(),
  lastAt: z.string(),
});
export type SignInFailuresNotice = z.infer<typeof signInFailuresNoticeSchema>;

export const signInFailuresResponseSchema = z.object({ notice: signInFailuresNoticeSchema.nullable() });
export type SignInFailuresResponse = z.infer<typeof signInFailuresResponseSchema>;

/** The notice's `lastAt` as shown: failures recorded after it stay for the next notice. */
export const signInFailuresAcknowledgeSchema = z.object({
  // An instant as the notice gave it (ISO 8601 with a four-digit year), which the database can hold.
  lastAt: z.iso.datetime({ offset: true, error: 'validation.invalidFormat' }),
});
