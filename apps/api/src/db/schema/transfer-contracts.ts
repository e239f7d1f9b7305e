import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { OFFICE_LOCATIONS } from '@portal/contracts/constants';
import { TRANSFER_CONTRACT_STATUSES } from '@portal/contracts/transfer-contracts/statuses';
import { candidates, oldWorkerContracts } from './candidates';
import { money, requiredReference } from './columns';
import { editableRowColumns } from './editable-row';
import { employers, employmentRequests } from './employment-requests';
import { countries } from './lookups';
import { organizations } from './organizations';
import { reasons } from './reasons';

/**
 * A worker already in the kingdom moved from one employer to another through a local office
 * (DOMAIN.md "Worker transfer contracts"). The worker comes from an ARRIVED employment request
 * (with its candidate) or from an old contract; the worker's own fields are copied so the
 * contract reads the same whatever happens to its source later.
 */
export const transferContracts = pgTable(
  'transfer_contracts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    officeId: requiredReference(() => organizations.id),
    /** The foreign agency that approves (the source request's agency); null for an old contract's worker. */
    agencyId: integer().references(() => organizations.id),
    /** The worker's nationality (FMOL and embassies of that country see the transfer). */
    countryId: requiredReference(() => countries.id),
    /** The new employer's office location (the foreign embassy of that location sees it). */
    officeLocation: text({ enum: OFFICE_LOCATIONS }).notNull(),
    employmentRequestId: integer().references(() => employmentRequests.id),
    candidateId: integer().references(() => candidates.id),
    oldContractId: integer().references(() => oldWorkerContracts.id),
    workerNameAr: text().notNull(),
    workerNameEn: text().notNull(),
    passportNumber: text().notNull(),
    /** The worker's residence id in the kingdom (10 digits, starting 2), when known. */
    residentId: text(),
    oldEmployerId: requiredReference(() => employers.id),
    newEmployerId: requiredReference(() => employers.id),
    /** The transfer fee in SAR. */
    fee: money().notNull(),
    /** The worker agreed to the transfer (required to submit). */
    workerConsent: boolean().notNull(),
    workerConsentAt: timestamp({ withTimezone: true }).notNull(),
    status: text({ enum: TRANSFER_CONTRACT_STATUSES }).notNull().default('PENDING'),
    reasonId: integer().references(() => reasons.id),
    completedAt: timestamp({ withTimezone: true }),
    ...editableRowColumns(),
  },
  (t) => [
    index('transfer_contracts_office_idx').on(t.officeId, t.id),
    index('transfer_contracts_agency_idx').on(t.agencyId, t.id),
    index('transfer_contracts_country_idx').on(t.countryId, t.officeLocation, t.id),
    index('transfer_contracts_status_idx').on(t.status, t.id),
    // One open transfer per worker: of two offices at once, one wins.
    uniqueIndex('transfer_contracts_request_open_uq')
      .on(t.employmentRequestId)
      .where(sql`${t.status} in ('PENDING', 'APPROVED')`),
    uniqueIndex('transfer_contracts_old_contract_open_uq')
      .on(t.oldContractId)
      .where(sql`${t.status} in ('PENDING', 'APPROVED')`),
  ],
);
