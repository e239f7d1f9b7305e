import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  CANDIDATE_GENDERS,
  CANDIDATE_STATUSES,
  EDUCATION_LEVELS,
  MARITAL_STATUSES,
  RELIGIONS,
} from '@portal/contracts/hr-pool/enums';
import { requiredReference } from './columns';
import { editableRowColumns } from './editable-row';
import { countries, jobs } from './lookups';
import { organizations } from './organizations';
import { files } from './uploads';
import { users } from './users';

/**
 * Who a worker is, the same for an agency's candidate and the labour ministry's register:
 * `countryId` is the worker's nationality.
 */
const workerProfileColumns = () => ({
  countryId: requiredReference(() => countries.id),
  passportNumber: text().notNull(),
  passportExpiry: date().notNull(),
  nameAr: text().notNull(),
  nameEn: text().notNull(),
  birthDate: date().notNull(),
  gender: text({ enum: CANDIDATE_GENDERS }).notNull(),
  religion: text({ enum: RELIGIONS }).notNull(),
  maritalStatus: text({ enum: MARITAL_STATUSES }).notNull(),
  jobId: requiredReference(() => jobs.id),
  experienceYears: integer().notNull().default(0),
  languages: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  education: text({ enum: EDUCATION_LEVELS }).notNull(),
});

/**
 * A worker a foreign agency (EPRO) can send (DOMAIN.md "Candidates"). `countryId` is the
 * candidate's nationality, which is the owning agency's country.
 */
export const candidates = pgTable(
  'candidates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agencyId: requiredReference(() => organizations.id),
    ...workerProfileColumns(),
    expectedSalary: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    photoFileId: text().references(() => files.id),
    /** The photo's thumbnail (longest side 160 px), made with the photo. */
    photoThumbFileId: text().references(() => files.id),
    cvFileId: text().references(() => files.id),
    status: text({ enum: CANDIDATE_STATUSES }).notNull().default('AVAILABLE'),
    /** Set when the agency took the worker from its labour ministry's DLT register. */
    dltWorkerId: integer(),
    ...editableRowColumns(),
  },
  (t) => [
    uniqueIndex('candidates_country_passport_uq').on(t.countryId, t.passportNumber),
    index('candidates_filter_idx').on(t.countryId, t.status, t.gender, t.jobId, t.id),
    index('candidates_agency_idx').on(t.agencyId, t.status, t.id),
    // An agency's filtered list (its own candidates by status, gender and career) newest first, read
    // and counted on the index alone; the country (always the agency's) is checked there too.
    index('candidates_agency_filter_idx').on(t.agencyId, t.status, t.gender, t.jobId, t.id, t.countryId),
    index('candidates_status_idx').on(t.status, t.id),
    // The list's passport search is a prefix (`LIKE 'P12%'`), whatever the collation.
    index('candidates_passport_prefix_idx').on(t.passportNumber.op('text_pattern_ops')),
  ],
);

/**
 * A worker registered by their country's labour ministry (FMOL); an agency of that country may
 * take them into its pool once (`candidateId` then points at the candidate it became).
 */
export const dltWorkers = pgTable(
  'dlt_workers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...workerProfileColumns(),
    takenByAgencyId: integer().references(() => organizations.id),
    candidateId: integer().references(() => candidates.id),
    takenAt: timestamp({ withTimezone: true }),
    createdBy: requiredReference(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dlt_workers_country_passport_uq').on(t.countryId, t.passportNumber),
    index('dlt_workers_country_idx').on(t.countryId, t.id),
  ],
);

/**
 * A worker contract made before the e-contract system, imported read-only by an admin;
 * `(countryId, contractNumber)` makes a re-import idempotent.
 */
export const oldWorkerContracts = pgTable(
  'old_worker_contracts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    countryId: requiredReference(() => countries.id),
    contractNumber: text().notNull(),
    passportNumber: text().notNull(),
    workerNameAr: text().notNull(),
    workerNameEn: text().notNull(),
    visaNumber: text().notNull(),
    /** The employer's national or resident id (10 digits, starting 1 or 2). */
    employerId: text().notNull(),
    employerName: text().notNull(),
    officeName: text().notNull(),
    agencyName: text().notNull(),
    jobTitle: text().notNull(),
    monthlySalary: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    contractDate: date().notNull(),
    importedBy: requiredReference(() => users.id),
    importedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('old_worker_contracts_number_uq').on(t.countryId, t.contractNumber),
    index('old_worker_contracts_passport_idx').on(t.passportNumber),
    index('old_worker_contracts_visa_idx').on(t.visaNumber),
    index('old_worker_contracts_employer_idx').on(t.employerId),
    index('old_worker_contracts_country_idx').on(t.countryId, t.id),
  ],
);
