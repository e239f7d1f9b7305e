import { z } from 'zod';

/** `GET /api/health`: the process is alive. */
export const healthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** `GET /api/ready`: the process can serve (its database answers); 503 with the error body otherwise. */
export const readyResponseSchema = z.object({ status: z.literal('ok'), database: z.literal('up') });
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
