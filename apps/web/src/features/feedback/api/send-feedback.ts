import { useMutation } from '@tanstack/react-query';
import type { FeedbackCreated, FeedbackRequest } from '@portal/contracts/feedback';
import { api } from '../../../lib/api-client';

/** `POST /api/feedback`: stores a rating and a message about a page (201). */
export const sendFeedback = (body: FeedbackRequest): Promise<FeedbackCreated> =>
  api.post<FeedbackCreated>('/api/feedback', body);

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
