import { z } from 'zod';

/** `POST /api/feedback`: what the feedback widget sends (answer 201 `feedbackCreatedSchema`). */
export const feedbackRequestSchema = z.object({
  rating: z.number().int('validation.invalidType').min(1, 'validation.tooSmall').max(5, 'validation.tooBig'),
  message: z.string().trim().min(1, 'validation.required').max(2000, 'validation.tooLong'),
  page: z.string().trim().min(1, 'validation.required').max(500, 'validation.tooLong'),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const feedbackCreatedSchema = z.object({ id: z.number().int(), createdAt: z.string() });
export type FeedbackCreated = z.infer<typeof feedbackCreatedSchema>;
