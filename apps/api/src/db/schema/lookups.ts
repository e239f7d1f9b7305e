import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('countries_code3_uq').on(t.code3)],
);

export const JOB_GENDERS = ['ANY', 'FEMALE', 'MALE'] as const;

export const jobs = pgTable(
  'jobs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    nameAr: text().notNull(),
    nameEn: text().notNull(),
    allowedGender: text({ enum: JOB_GENDERS }).notNull().default('ANY'),
    active: boolean().notNull().default(true),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('jobs_code_uq').on(t.code)],
);
