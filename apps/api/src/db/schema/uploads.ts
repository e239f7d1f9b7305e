import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** An uploaded document, stored on disk under a generated name; the type was sniffed from its bytes. */
export const files = pgTable(
  'files',
  {
    id: text().primaryKey(),
    originalName: text().notNull(),
    contentType: text({ enum: ['application/pdf', 'image/png', 'image/jpeg'] }).notNull(),
    size: integer().notNull(),
    /** Null for the public registration form. */
    uploadedBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_uploaded_by_idx').on(t.uploadedBy)],
);

/** Secrets of the application kept across restarts and shared by instances (captcha HMAC key). */
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
