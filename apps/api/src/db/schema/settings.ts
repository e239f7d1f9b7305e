import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Admin settings: one row per key of contracts `SETTING_SCHEMAS`, the value validated by that
 * key's schema before it is written. The id is the record id of the setting's history.
 */
export const settings = pgTable(
  'settings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    key: text().notNull(),
    value: jsonb().notNull(),
    updatedBy: integer().references(() => users.id),
    /** Raised by every change: an edit carries the version it was made on (409 when it moved). */
    rowVersion: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('settings_key_uq').on(t.key)],
);
