import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Connector tokens that have created their one complaint (decision 0031): the token's `jti`,
 * kept until the token expires so a second use is refused on every instance.
 */
export const complaintTokenUses = pgTable(
  'complaint_token_uses',
  {
    jti: text().primaryKey(),
    usedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('complaint_token_uses_expires_at_idx').on(t.expiresAt)],
);
