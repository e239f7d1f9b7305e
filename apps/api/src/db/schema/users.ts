import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AccessRight } from '@portal/contracts/access';
import { ROLES } from '@portal/contracts/roles';
import { requiredReference } from './columns';
import { establishments } from './organizations';

/** A person who signs in. `subject` is the OpenID Connect `sub` of their identity provider. */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: text().notNull(),
    /** Issuer-scoped subject; for the embedded provider it is the user id as text. */
    subject: text(),
    email: text(),
    nationalId: text(),
    nameAr: text().notNull(),
    nameEn: text().notNull(),
    /** Only for the embedded sign-in service; null with an external provider. */
    passwordHash: text(),
    mustChangePassword: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    almatarRegistered: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_username_uq').on(t.username), uniqueIndex('users_subject_uq').on(t.subject)],
);

/** A person's membership of an establishment, with the role and rights they act with there. */
export const memberships = pgTable(
  'memberships',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: requiredReference(() => users.id),
    establishmentId: requiredReference(() => establishments.id),
    role: text({ enum: ROLES }).notNull(),
    superUser: boolean().notNull().default(false),
    /** The super user who created this sub-user; null for super users. */
    parentUserId: integer().references(() => users.id),
    termsAccepted: boolean().notNull().default(false),
    termsAcceptedAt: timestamp({ withTimezone: true }),
    accessRights: jsonb().$type<AccessRight[]>().notNull().default([]),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Raised by every change: an edit carries the version it was made on (409 when it moved). */
    rowVersion: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memberships_user_establishment_uq').on(t.userId, t.establishmentId),
    index('memberships_establishment_idx').on(t.establishmentId),
  ],
);
