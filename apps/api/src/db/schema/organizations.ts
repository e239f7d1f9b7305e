import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ROLES } from '@portal/contracts/roles';
import { OFFICE_LOCATIONS } from '@portal/contracts/constants';
import { requiredReference } from './columns';
import { countries } from './lookups';

/** An organisation: office, company, agency, embassy, ministry, employer or the programme itself. */
export const organizations = pgTable(
  'organizations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The role its members act in (PRO_OFFICE, EPRO, FOREIGN_EMBASSY, ...). */
    type: text({ enum: ROLES }).notNull(),
    nameAr: text().notNull(),
    nameEn: text().notNull(),
    countryId: integer().references(() => countries.id),
    active: boolean().notNull().default(true),
    externalActive: boolean().notNull().default(true),
    licenseNumber: text(),
    licenseDate: date({ mode: 'string' }),
    almatarRegistered: boolean().notNull().default(false),
    almatarRegistrationEnabled: boolean().notNull().default(false),
    addressAr: text(),
    addressEn: text(),
    bankName: text(),
    iban: text(),
    responsiblePersonAr: text(),
    responsiblePersonEn: text(),
    contactNumber1: text(),
    contactNumber2: text(),
    email: text(),
    city: text(),
    officeLocation: text({ enum: OFFICE_LOCATIONS }),
    ownerId: text(),
    sevenHundredNumber: text(),
    unifiedNationalNumber: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Raised by every change: an edit carries the version it was made on (409 when it moved). */
    rowVersion: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organizations_type_idx').on(t.type), index('organizations_country_idx').on(t.countryId)],
);

/** A labour-office establishment of an organisation: the unit people act for. */
export const establishments = pgTable(
  'establishments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: requiredReference(() => organizations.id),
    laborOfficeId: integer().notNull(),
    sequenceNumber: integer().notNull(),
    nameAr: text().notNull(),
    nameEn: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('establishments_key_uq').on(t.laborOfficeId, t.sequenceNumber),
    index('establishments_org_idx').on(t.organizationId),
  ],
);
