import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { countries } from './lookups';
import { users } from './users';

export const REGISTRATION_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;

/** A request to join sent through the public registration form (`rf`). */
export const registrations = pgTable(
  'registrations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reference: text().notNull(),
    organizationType: text({ enum: ['PRO_OFFICE', 'PRO_COMPANY', 'EPRO'] }).notNull(),
    nameAr: text().notNull(),
    nameEn: text().notNull(),
    countryId: integer().references(() => countries.id),
    licenseNumber: text().notNull(),
    licenseDate: date({ mode: 'string' }),
    contactName: text().notNull(),
    contactPhone: text().notNull(),
    email: text().notNull(),
    city: text(),
    addressAr: text(),
    addressEn: text(),
    documentFileIds: jsonb().$type<string[]>().notNull().default([]),
    status: text({ enum: REGISTRATION_STATUSES }).notNull().default('PENDING'),
    decisionNote: text(),
    decidedBy: integer().references(() => users.id),
    decidedAt: timestamp({ withTimezone: true }),
    organizationId: integer().references(() => organizations.id),
    /** The solved captcha's salt: one solution registers once. */
    captchaSalt: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('registrations_reference_uq').on(t.reference),
    uniqueIndex('registrations_captcha_uq').on(t.captchaSalt),
    index('registrations_status_idx').on(t.status, t.createdAt),
  ],
);
