import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './columns';
import { users } from './users';

/**
 * An uploaded document under a generated id; the type was sniffed from its bytes, which are in
 * `file_contents` (docs/decisions/0042-uploaded-files-in-the-database.md).
 */
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

/**
 * The bytes of an uploaded document, written in the transaction that records it, so every
 * instance serves it and the database's backup holds it. Apart from `files` so that lists and
 * joins of file rows never read the bytes. A file of an earlier version, stored on disk, has a
 * `files` row and no row here until it is moved in (on first download, or by the uploads sweep).
 */
export const fileContents = pgTable('file_contents', {
  fileId: text()
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  bytes: bytea().notNull(),
});

/** Secrets of the application kept across restarts and shared by instances (captcha HMAC key). */
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
