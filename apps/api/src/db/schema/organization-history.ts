import { index, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

/** One field's change: what it was and what it became. */
export type FieldChange = { from: unknown; to: unknown };

/** Who changed which fields of an organisation, and when (profile edit, licence updates, admin edits). */
export const organizationHistory = pgTable(
  'organization_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    changedBy: integer()
      .notNull()
      .references(() => users.id),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    changes: jsonb().$type<Record<string, FieldChange>>().notNull(),
  },
  (t) => [index('organization_history_org_idx').on(t.organizationId, t.changedAt)],
);
