import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ClockObligation, ClockSubject } from '@portal/contracts/clocks/obligations';
import type { InboxItemKind, InboxLanguage } from '@portal/contracts/inbox';
import { requiredReference } from './columns';
import { clocks } from './clocks';
import { users } from './users';

/**
 * One line of a person's inbox (decision 0058): a clock of a record their organisation owes passed
 * 50 %, 80 % or its due moment, or someone else changed the status of a record their organisation
 * is a party of. `sourceKey` (`clock:12:50`, `history:345`) keeps each event once per person.
 */
export const inboxItems = pgTable(
  'inbox_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: requiredReference(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<InboxItemKind>().notNull(),
    sourceKey: text().notNull(),
    subjectType: text().$type<ClockSubject>().notNull(),
    subjectId: integer().notNull(),
    /** The record's number as people know it (a contract's number, a request's id). */
    recordLabel: text().notNull(),
    /** Reminders: the obligation, the share of its limit passed (50, 80, 100) and the due moment. */
    obligation: text().$type<ClockObligation>(),
    percent: integer(),
    dueAt: timestamp({ withTimezone: true }),
    /** Changes: the status before and after. */
    statusFrom: text(),
    statusTo: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('inbox_items_user_source_uq').on(t.userId, t.sourceKey),
    index('inbox_items_user_read_idx').on(t.userId, t.readAt, t.createdAt),
  ],
);

/** Which reminders a person receives by e-mail, and in which language (decision 0058). */
export const reminderPreferences = pgTable('reminder_preferences', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  language: text().$type<InboxLanguage>().notNull().default('ar-SA'),
  emailAtHalf: boolean().notNull().default(true),
  emailAtFourFifths: boolean().notNull().default(true),
  emailAtBreach: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A reminder claimed for sending: the primary key lets exactly one API instance insert it, so each
 * threshold of a clock is announced once however many instances sweep (decision 0058).
 */
export const clockReminders = pgTable(
  'clock_reminders',
  {
    clockId: requiredReference(() => clocks.id, { onDelete: 'cascade' }),
    /** 50, 80 or 100 (the breach). */
    percent: integer().notNull(),
    claimedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clockId, t.percent] })],
);

/** How far the inbox has read the history for status changes (one row per reader). */
export const inboxCursors = pgTable('inbox_cursors', {
  name: text().primaryKey(),
  lastHistoryId: integer().notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
