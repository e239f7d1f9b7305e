import { z } from 'zod';

/**
 * `GET /api/partnership/contracts/check`: 200 `{ pending: false }`; 409 (error body) when a
 * partnership contract update waits for confirmation for the caller's establishment (spec 7, 8).
 */
export const partnershipCheckResponseSchema = z.object({ pending: z.literal(false) });
export type PartnershipCheckResponse = z.infer<typeof partnershipCheckResponseSchema>;
