import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { VISA_GENDERS, VISA_STATUSES } from '@portal/contracts/visas';
import { requiredReference } from './columns';
import { countries, jobs } from './lookups';

/** Employers' visas, issued outside the portal and imported (DOMAIN.md "Employers and visas"). */
export const visas = pgTable(
  'visas',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    number: text().notNull(),
    /** The employer's national or resident id (10 digits, starting 1 or 2). */
    employerId: text().notNull(),
    countryId: requiredReference(() => countries.id),
    gender: text({ enum: VISA_GENDERS }).notNull(),
    jobId: requiredReference(() => jobs.id),
    issueDate: date().notNull(),
    expiryDate: date().notNull(),
    status: text({ enum: VISA_STATUSES }).notNull().default('AVAILABLE'),
    /** Raised by every change: an edit carries the version it was made on (409 when it moved). */
    rowVersion: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('visas_number_uq').on(t.number),
    index('visas_employer_idx').on(t.employerId),
    index('visas_country_idx').on(t.countryId),
    index('visas_job_idx').on(t.jobId),
  ],
);
