import { z } from 'zod';

/**
 * Kinds of the reasons lookup (DOMAIN.md). A partnership contract is rejected and cancelled for
 * reasons of its own kinds, apart from a worker's requests (decision 0040). An employer is put on
 * the watchlist for a WATCHLIST reason, whose text is the category the wizard names (decision 0062).
 */
export const REASON_KINDS = [
  'REJECTION',
  'CANCELLATION',
  'PARTNERSHIP_REJECTION',
  'PARTNERSHIP_CANCELLATION',
  'SUSPENSION',
  'COMPLAINT',
  'LICENCE',
  'WATCHLIST',
] as const;
export type ReasonKind = (typeof REASON_KINDS)[number];

export const reasonSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REASON_KINDS),
  text: z.object({ ar: z.string(), en: z.string() }),
  active: z.boolean(),
});
export type Reason = z.infer<typeof reasonSchema>;
