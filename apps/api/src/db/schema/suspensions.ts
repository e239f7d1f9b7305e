import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { requiredReference } from './columns';
import { organizations } from './organizations';
import { reasons } from './reasons';
import { users } from './users';

/**
 * A suspension of an organisation: in force from `startsOn` to `endsOn` (inclusive, open-ended when
 * null) unless lifted. It ends by itself at its end date: the status is derived, no job runs.
 */
export const suspensions = pgTable(
  'suspensions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: requiredReference(() => organizations.id),
    reasonId: requiredReference(() => reasons.id),
    comment: text(),
    startsOn: date({ mode: 'string' }).notNull(),
    endsOn: date({ mode: 'string' }),
    liftedAt: timestamp({ withTimezone: true }),
    liftedBy: integer().references(() => users.id),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('suspensions_org_idx').on(t.organizationId, t.startsOn)],
);
