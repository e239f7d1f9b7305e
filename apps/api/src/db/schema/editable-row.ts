import { integer, timestamp } from 'drizzle-orm/pg-core';
import { requiredReference } from './columns';
import { users } from './users';

/**
 * The columns of a record people edit: the row version an edit carries (decision 0039, 409 when it
 * moved), who created and last changed the row, and when.
 */
export const editableRowColumns = () => ({
  rowVersion: integer().notNull().default(1),
  createdBy: requiredReference(() => users.id),
  updatedBy: requiredReference(() => users.id),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
