import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { HISTORY_ACTIONS, type FieldChanges } from '@portal/contracts/history';
import { users } from './users';

/**
 * The one history of the portal: who did what to which record, and which fields changed. Written
 * in the same transaction as the change (platform/history `recordChange`). No foreign key to the
 * record itself: the history of a deleted record stays.
 */
export const recordHistory = pgTable(
  'record_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** `job`, `organization`, … (platform/history HISTORY_ENTITY_TYPES). */
    entityType: text().notNull(),
    entityId: integer().notNull(),
    action: text({ enum: HISTORY_ACTIONS }).notNull(),
    /** Null when the portal itself acted (the employment requests' expiry sweep). */
    changedBy: integer().references(() => users.id),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    changes: jsonb().$type<FieldChanges>().notNull(),
  },
  (t) => [index('record_history_entity_idx').on(t.entityType, t.entityId, t.changedAt)],
);
