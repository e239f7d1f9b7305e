import { z } from 'zod';
import { requiredText } from './fields';

/** `POST /api/feedback`: what the feedback widget sends (answer 201 `feedbackCreatedSchema`). */
export const feedbackRequestSchema = z.object({
  rating: z.number().int('validation.invalidType').min(1, 'validation.tooSmall').max(5, 'validation.tooBig'),
  message: requiredText(2000),
  page: requiredText(500),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const feedbackCreatedSchema = z.object({ id: z.number().int(), createdAt: z.string() });
export type FeedbackCreated = z.infer<typeof feedbackCreatedSchema>;
