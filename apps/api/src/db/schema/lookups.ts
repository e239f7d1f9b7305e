import { JOB_GENDERS } from '@portal/contracts/lookups-jobs';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const countries = pgTable(
  'countries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code3: text().notNull(),
    nameAr: text().notNull(),
    nameEn: text().notNull(),
    nationalityAr: text().notNull(),
    nationalityEn: text().notNull(),
    activeForRecruitment: boolean().notNull().default(true),
    usesApprovalFlow: boolean().notNull().default(false),
    careerRequiredInFilters: boolean().notNull().default(true),
    /** Raised by every change: an edit carries the version it was made on (409 when it moved). */
    rowVersion: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('countries_code3_uq').on(t.code3)],
);

export const jobs = pgTable(
  'jobs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    nameAr: text().notNull(),
    nameEn: text().notNull(),
    allowedGender: text({ enum: JOB_GENDERS }).notNull().default('ANY'),
    /** The candidates' age range for this job; null means the default (21 to 60, DOMAIN.md). */
    minAge: integer(),
    maxAge: integer(),
    active: boolean().notNull().default(true),
    /** Raised by every change: an edit carries the version it was made on (409 when it moved). */
    rowVersion: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Sorting by either name stays an index scan on large lookups; the list's total under the
  // active and gender filters is counted from the small (active, allowed_gender) index alone.
  (t) => [
    uniqueIndex('jobs_code_uq').on(t.code),
    index('jobs_name_en_idx').on(t.nameEn),
    index('jobs_name_ar_idx').on(t.nameAr),
    index('jobs_active_gender_idx').on(t.active, t.allowedGender),
  ],
);
