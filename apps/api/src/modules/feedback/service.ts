import type { Language } from '@portal/contracts/constants';
import type { FeedbackCreated, FeedbackRequest } from '@portal/contracts/feedback';
import type { Database } from '../../db/client';
import type { EstablishmentSession } from '../../types/session';
import { insertFeedback } from './repository';

/** Stores what the feedback widget sent, with who, for which establishment, and in which language. */
export const submitFeedback = async (
  db: Database,
  session: EstablishmentSession,
  input: FeedbackRequest,
  language: Language,
): Promise<FeedbackCreated> => {
  const row = await insertFeedback(db, {
    userId: session.user.id,
    establishmentId: session.establishment.id,
    rating: input.rating,
    message: input.message,
    page: input.page,
    language,
  });
  return { id: row.id, createdAt: row.createdAt.toISOString() };
};
