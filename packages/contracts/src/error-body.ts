import { z } from 'zod';

/** The one error body of the API (spec section 8). */
export const errorBodySchema = z.object({
  message: z.string(),
  details: z.string().optional(),
  service: z.string().optional(),
  messages: z.array(z.string()).optional(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
