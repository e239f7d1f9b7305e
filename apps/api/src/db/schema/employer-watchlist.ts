import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { requiredReference } from './columns';
import { countries } from './lookups';
import { reasons } from './reasons';
import { users } from './users';

/**
 * An employer on the watchlist (decision 0062): by national id (an employer need not have made a
 * request yet), for a reason of kind WATCHLIST, for one sending country (`countryId`) or all
 * (null), until lifted. `reviewOn` is when an admin looks at it again (the due-review queue).
 */
export const employerWatchlist = pgTable(
  'employer_watchlist',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    nationalId: text().notNull(),
    reasonId: requiredReference(() => reasons.id),
    countryId: integer().references(() => countries.id),
    comment: text(),
    reviewOn: date({ mode: 'string' }).notNull(),
    createdBy: requiredReference(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp({ withTimezone: true }),
    liftedBy: integer().references(() => users.id),
    liftReason: text(),
    rowVersion: integer().notNull().default(1),
  },
  (t) => [
    index('employer_watchlist_national_id_idx').on(t.nationalId),
    index('employer_watchlist_review_idx').on(t.reviewOn),
  ],
);
