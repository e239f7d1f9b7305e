import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { REASON_KINDS } from '@portal/contracts/reasons';

/** Reasons lookup (DOMAIN.md): why something was rejected, cancelled, suspended, complained about. */
export const reasons = pgTable(
  'reasons',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text({ enum: REASON_KINDS }).notNull(),
    textAr: text().notNull(),
    textEn: text().notNull(),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Raised by every change: an edit carries the version it was made on (409 when it moved). */
    rowVersion: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reasons_kind_idx').on(t.kind, t.active)],
);
