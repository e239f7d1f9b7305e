import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { CLAIM_SUBJECT_TYPES } from '@portal/contracts/claims';
import { users } from './users';

/**
 * Who reviews a queued record now (decision 0061): one row per record, so of two claims at once
 * only one can win; a claim idle for CLAIM_IDLE_MINUTES may be taken over; a decision ends it.
 */
export const recordClaims = pgTable(
  'record_claims',
  {
    subjectType: text({ enum: CLAIM_SUBJECT_TYPES }).notNull(),
    subjectId: integer().notNull(),
    claimedBy: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    claimedAt: timestamp({ withTimezone: true }).notNull(),
    /** The holder's last read or write of the record: the idle time counts from here. */
    lastActiveAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.subjectType, t.subjectId] }),
    index('record_claims_claimed_by_idx').on(t.claimedBy),
  ],
);
