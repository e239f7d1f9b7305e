import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@portal/contracts/constants';
import { requiredReference } from './columns';
import { establishments } from './organizations';
import { users } from './users';

/** What people tell us through the feedback widget. */
export const feedback = pgTable(
  'feedback',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: requiredReference(() => users.id),
    establishmentId: requiredReference(() => establishments.id),
    rating: integer().notNull(),
    message: text().notNull(),
    page: text().notNull(),
    language: text({ enum: LANGUAGES }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('feedback_rating_range', sql`${t.rating} between 1 and 5`),
    index('feedback_created_idx').on(t.createdAt),
  ],
);
