import { customType, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A jsonb value read as the driver parsed it (node-postgres and PGlite both parse jsonb). Drizzle's
 * own `jsonb()` parses a string once more, so a stored terms version "2.0" came back as the number 2,
 * failed its key's schema and read as the default.
 */
const jsonValue = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
});

/**
 * Admin settings: one row per key of contracts `SETTING_SCHEMAS`, the value validated by that
 * key's schema before it is written. The id is the record id of the setting's history.
 */
export const settings = pgTable(
  'settings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    key: text().notNull(),
    value: jsonValue().notNull(),
    updatedBy: integer().references(() => users.id),
    /** Raised by every change: an edit carries the version it was made on (409 when it moved). */
    rowVersion: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('settings_key_uq').on(t.key)],
);
