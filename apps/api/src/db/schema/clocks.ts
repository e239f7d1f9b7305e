import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DayCounting } from '@portal/contracts/clocks/countable-time';
import type { ClockObligation, ClockSubject, IncidentScope } from '@portal/contracts/clocks/obligations';
import type { StoredClockState } from '@portal/contracts/clocks/schemas';
import { organizations } from './organizations';
import { users } from './users';

/**
 * One obligation with a time limit (decision 0056): its rule as it stood when it started, the party
 * that owes it, when it started and was met. `dueAt` and `state` are a cache of `readClock`, refreshed
 * when the clock starts or ends and when holidays or incidents change, so lists sort and filter by it.
 */
export const clocks = pgTable(
  'clocks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    subjectType: text().$type<ClockSubject>().notNull(),
    subjectId: integer().notNull(),
    obligation: text().$type<ClockObligation>().notNull(),
    /** Null when the programme's admins owe it (a licence request's review). */
    partyOrganizationId: integer().references(() => organizations.id),
    days: integer().notNull(),
    counting: text().$type<DayCounting>().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    state: text().$type<StoredClockState>().notNull().default('running'),
    metAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open clock per obligation of a record (a contract sent again starts a new one).
    uniqueIndex('clocks_open_obligation_idx')
      .on(t.subjectType, t.subjectId, t.obligation)
      .where(sql`${t.metAt} is null and ${t.closedAt} is null`),
    index('clocks_subject_idx').on(t.subjectType, t.subjectId),
    index('clocks_party_due_idx').on(t.partyOrganizationId, t.state, t.dueAt),
    index('clocks_state_due_idx').on(t.state, t.dueAt),
  ],
);

/** The kingdom's public holidays, kept by admins (decision 0056): working-day clocks skip them. */
export const publicHolidays = pgTable('public_holidays', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  day: date().notNull().unique(),
  nameAr: text().notNull(),
  nameEn: text().notNull(),
  rowVersion: integer().notNull().default(1),
  createdBy: integer().references(() => users.id),
  updatedBy: integer().references(() => users.id),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * An outage (decision 0056): what was down and when. Clocks that depend on it do not run inside it.
 * Recorded by an admin, or by the readiness check for the portal's own outages (`createdBy` null).
 * An open incident (`endedAt` null) pauses until it is closed.
 */
export const incidents = pgTable(
  'incidents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    scope: text().$type<IncidentScope>().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    descriptionAr: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    source: text().$type<'admin' | 'readiness'>().notNull().default('admin'),
    rowVersion: integer().notNull().default(1),
    createdBy: integer().references(() => users.id),
    updatedBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('incidents_time_idx').on(t.startedAt, t.endedAt)],
);
