import type { z } from 'zod';

/** How an action asks for its reason: not at all, optionally, or as a required choice. */
export type ReasonNeed = 'none' | 'optional' | 'required';

/**
 * Read from the action's declared input: an action whose input has a `reasonId` asks for a reason
 * of the reasons lookup; it is required when the input refuses a missing one. The record pages take
 * each action's need from its module's `actions-values.ts` (no zod on their first load, decision
 * 0064); the modules' tests hold those to this.
 */
export const reasonNeedOf = (input: z.ZodType): ReasonNeed => {
  const shape = (input as { shape?: Record<string, z.ZodType> }).shape;
  const reason = shape?.reasonId;
  if (!reason) return 'none';
  return reason.safeParse(undefined).success ? 'optional' : 'required';
};
