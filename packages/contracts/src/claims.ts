import { z } from 'zod';

/**
 * Claimable queues (decision 0061): the records an officer claims before deciding them, so two
 * colleagues do not review the same record at once.
 */
export const CLAIM_SUBJECT_TYPES = ['employmentRequest', 'licenceRequest', 'registration'] as const;
export type ClaimSubjectType = (typeof CLAIM_SUBJECT_TYPES)[number];

/** A claim lapses after this long without its holder reading or writing the record. */
export const CLAIM_IDLE_MINUTES = 15;
export const CLAIM_IDLE_MS = CLAIM_IDLE_MINUTES * 60 * 1000;

/** Whether a claim last active at `lastActiveAt` has lapsed at `now`. */
export const claimLapsed = (lastActiveAt: Date, now: Date): boolean =>
  now.getTime() - lastActiveAt.getTime() >= CLAIM_IDLE_MS;

/** Who reviews the record and since when (a claim that has lapsed is not shown). */
export const claimSchema = z.object({
  claimedBy: z.object({ id: z.number().int(), name: z.object({ ar: z.string(), en: z.string() }) }),
  /** When the holder claimed it (ISO). */
  since: z.string(),
});
export type Claim = z.infer<typeof claimSchema>;

/** A record's claim as the queues' list rows and record answers carry it: null when nobody holds it. */
export const recordClaimShape = { claim: claimSchema.nullable().optional() };

/** `POST|DELETE /api/{records}/{id}/claim`: the record's claim after the call (null once released). */
export const claimAnswerSchema = z.object({ claim: claimSchema.nullable() });
export type ClaimAnswer = z.infer<typeof claimAnswerSchema>;
