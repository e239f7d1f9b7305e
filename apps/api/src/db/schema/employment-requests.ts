import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { OFFICE_LOCATIONS } from '@portal/contracts/constants';
import { EMPLOYER_CITIES } from '@portal/contracts/employers';
import { EMPLOYMENT_REQUEST_STATUSES } from '@portal/contracts/employment-requests/schemas';
import { candidates } from './candidates';
import { money, requiredReference } from './columns';
import { editableRowColumns } from './editable-row';
import { countries } from './lookups';
import { organizations } from './organizations';
import { partnershipContracts } from './partnership-contracts';
import { reasons } from './reasons';
import { users } from './users';
import { visas } from './visas';

/** An individual employer (DOMAIN.md "Employers and visas"), created or updated by the wizard. */
export const employers = pgTable(
  'employers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** National (1…) or resident (2…) id, 10 digits with a valid check digit. */
    nationalId: text().notNull(),
    nameAr: text().notNull(),
    nameEn: text().notNull(),
    mobile: text().notNull(),
    city: text({ enum: EMPLOYER_CITIES }).notNull(),
    address: text().notNull(),
    ...editableRowColumns(),
  },
  (t) => [uniqueIndex('employers_national_id_uq').on(t.nationalId)],
);

/** One submission of the wizard with several candidates: its requests share the bulk's id. */
export const employmentRequestBulks = pgTable(
  'employment_request_bulks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    officeId: requiredReference(() => organizations.id),
    employerId: requiredReference(() => employers.id),
    createdBy: requiredReference(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('employment_request_bulks_office_idx').on(t.officeId, t.id)],
);

/**
 * An employment request, the e-contract (DOMAIN.md "Employment requests"): one employer's visa,
 * one agency's candidate, the terms the office agreed. `usesApprovalFlow` and `officeLocation` are
 * fixed when it is made (the country's flow then, the employer's city's embassy location).
 */
export const employmentRequests = pgTable(
  'employment_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bulkId: integer().references(() => employmentRequestBulks.id),
    officeId: requiredReference(() => organizations.id),
    agencyId: requiredReference(() => organizations.id),
    countryId: requiredReference(() => countries.id),
    employerId: requiredReference(() => employers.id),
    visaId: requiredReference(() => visas.id),
    candidateId: requiredReference(() => candidates.id),
    partnershipContractId: requiredReference(() => partnershipContracts.id),
    officeLocation: text({ enum: OFFICE_LOCATIONS }).notNull(),
    usesApprovalFlow: boolean().notNull(),
    status: text({ enum: EMPLOYMENT_REQUEST_STATUSES }).notNull().default('PENDING_AGENCY'),
    monthlySalary: money().notNull(),
    durationMonths: integer().notNull(),
    probationDays: integer().notNull(),
    recruitmentFee: money().notNull(),
    /** The reason of the rejection or cancellation. */
    reasonId: integer().references(() => reasons.id),
    /** When the request expires unless answered (set while PENDING_AGENCY or PENDING_EMBASSY). */
    respondBy: timestamp({ withTimezone: true }),
    contractedAt: timestamp({ withTimezone: true }),
    /** The quota month (`YYYY-MM`, UTC) the request counts in. */
    quotaMonth: text().notNull(),
    ...editableRowColumns(),
  },
  (t) => [
    index('employment_requests_office_idx').on(t.officeId, t.id),
    index('employment_requests_office_status_idx').on(t.officeId, t.status, t.id),
    index('employment_requests_agency_idx').on(t.agencyId, t.id),
    index('employment_requests_agency_status_idx').on(t.agencyId, t.status, t.id),
    index('employment_requests_country_idx').on(t.countryId, t.id),
    // The embassy's pending queue: its country and location, newest first.
    index('employment_requests_embassy_idx').on(t.countryId, t.officeLocation, t.status, t.id),
    index('employment_requests_status_idx').on(t.status, t.id),
    index('employment_requests_employer_idx').on(t.employerId, t.id),
    index('employment_requests_office_employer_idx').on(t.officeId, t.employerId),
    index('employment_requests_bulk_idx').on(t.bulkId),
    index('employment_requests_quota_idx').on(t.countryId, t.quotaMonth),
    // The expiry sweep: due requests still waiting for an answer.
    index('employment_requests_due_idx')
      .on(t.respondBy)
      .where(sql`${t.status} in ('PENDING_AGENCY', 'PENDING_EMBASSY')`),
    // A visa and a candidate are held by at most one open request: of two offices at once, one wins.
    uniqueIndex('employment_requests_visa_held_uq')
      .on(t.visaId)
      .where(
        sql`${t.status} in ('PENDING_AGENCY', 'PENDING_EMBASSY', 'CONTRACTED', 'TICKET_BOOKED', 'ARRIVED', 'PENDING_MOFA_CANCELLATION')`,
      ),
    uniqueIndex('employment_requests_candidate_held_uq')
      .on(t.candidateId)
      .where(
        sql`${t.status} in ('PENDING_AGENCY', 'PENDING_EMBASSY', 'CONTRACTED', 'TICKET_BOOKED', 'ARRIVED', 'PENDING_MOFA_CANCELLATION')`,
      ),
  ],
);
