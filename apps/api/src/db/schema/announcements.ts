import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Role } from '@portal/contracts/roles';

/** Admin announcements: bodies are stored already sanitised (limited HTML). */
export const announcements = pgTable(
  'announcements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    titleAr: text().notNull(),
    titleEn: text().notNull(),
    bodyAr: text().notNull(),
    bodyEn: text().notNull(),
    audiencePublic: boolean().notNull().default(false),
    audienceRoles: text().array().$type<Role[]>().notNull().default([]),
    visibleFrom: date().notNull(),
    visibleTo: date().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcements_visible_idx').on(t.visibleFrom, t.visibleTo)],
);
