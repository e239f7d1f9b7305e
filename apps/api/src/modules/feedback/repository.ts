import type { Language } from '@portal/contracts/constants';
import type { Database } from '../../db/client';
import { feedback } from '../../db/schema/index';

export type NewFeedback = {
  userId: number;
  establishmentId: number;
  rating: number;
  message: string;
  page: string;
  language: Language;
};

export const insertFeedback = async (
  db: Database,
  values: NewFeedback,
): Promise<{ id: number; createdAt: Date }> => {
  const [row] = await db
    .insert(feedback)
    .values(values)
    .returning({ id: feedback.id, createdAt: feedback.createdAt });
  if (!row) throw new Error('feedback insert returned no row');
  return row;
};
