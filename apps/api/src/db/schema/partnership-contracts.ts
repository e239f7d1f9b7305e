import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  CONTRACT_GENDERS,
  PARTNERSHIP_CONTRACT_STATUSES,
} from '@portal/contracts/partnership-contracts/schemas';
import type { PartnershipContractBody } from '@portal/contracts/partnership-contracts/wizard';
import type { ContractDocument } from '../../modules/partnership-contracts/document-model';
import { money, requiredReference } from './columns';
import { editableRowColumns } from './editable-row';
import { contractTemplateVersions } from './contract-templates';
import { countries, jobs } from './lookups';
import { organizations } from './organizations';
import { reasons } from './reasons';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * What waits on an ACTIVE contract until the agency or an admin confirms: the terms an update
 * proposes, a programme terms version an admin published (setting `contractTermsVersion`), or both.
 */
export type PendingContractUpdate = {
  /** Absent when only a new programme terms version waits (the contract's own terms stay). */
  terms?: Pick<PartnershipContractBody, 'officeAr' | 'officeEn' | 'agencyAr' | 'agencyEn' | 'lines'>;
  /** The programme terms version the contract moves to on confirmation. */
  programmeTermsVersion?: string;
  requestedAt: string;
  requestedBy: number;
};

/**
 * A partnership contract between a local office and a foreign agency of one country (DOMAIN.md).
 * The columns hold the terms in force; `pendingUpdate` the proposed ones of an ACTIVE contract.
 */
export const partnershipContracts = pgTable(
  'partnership_contracts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Issued at the first approval. */
    number: text(),
    officeId: requiredReference(() => organizations.id),
    agencyId: requiredReference(() => organizations.id),
    countryId: requiredReference(() => countries.id),
    status: text({ enum: PARTNERSHIP_CONTRACT_STATUSES }).notNull().default('DRAFT'),
    /** The version of the terms in force: 1 until a confirmed update raises it. */
    termsVersion: integer().notNull().default(1),
    officeObligationsAr: text().notNull(),
    officeObligationsEn: text().notNull(),
    agencyObligationsAr: text().notNull(),
    agencyObligationsEn: text().notNull(),
    /** The country's template version the wizard started from (decision 0053); null: none. */
    templateVersionId: integer().references(() => contractTemplateVersions.id),
    pendingUpdate: jsonb().$type<PendingContractUpdate>(),
    rejectionReasonId: integer().references(() => reasons.id),
    /** The organisation (office or agency) that asked for the cancellation in progress or done. */
    cancellationAskedBy: integer().references(() => organizations.id),
    cancellationReasonId: integer().references(() => reasons.id),
    ...editableRowColumns(),
  },
  (t) => [
    uniqueIndex('partnership_contracts_number_uq').on(t.number),
    // The list is newest first (id desc) within each visibility: office, agency, country, all.
    index('partnership_contracts_office_idx').on(t.officeId, t.id),
    index('partnership_contracts_agency_idx').on(t.agencyId, t.id),
    index('partnership_contracts_country_idx').on(t.countryId, t.id),
    index('partnership_contracts_status_idx').on(t.status, t.id),
    index('partnership_contracts_office_country_status_idx').on(t.officeId, t.countryId, t.status),
    // The list sorted by creation date, id breaking ties, either way.
    index('partnership_contracts_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * How many contracts there are per office, agency, country and status, kept exact by a trigger on
 * partnership_contracts (migration 0011): the list's total without counting every visible row.
 * A combination whose count falls to 0 keeps its row.
 */
export const partnershipContractCounts = pgTable(
  'partnership_contract_counts',
  {
    officeId: integer().notNull(),
    agencyId: integer().notNull(),
    countryId: integer().notNull(),
    status: text({ enum: PARTNERSHIP_CONTRACT_STATUSES }).notNull(),
    n: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.officeId, t.agencyId, t.countryId, t.status] })],
);

/** One price line of the terms in force: a career and gender, fee and salary in SAR. */
export const partnershipContractLines = pgTable(
  'partnership_contract_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    contractId: requiredReference(() => partnershipContracts.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    jobId: requiredReference(() => jobs.id),
    gender: text({ enum: CONTRACT_GENDERS }).notNull(),
    recruitmentFee: money().notNull(),
    monthlySalary: money().notNull(),
    /** The payment terms in English (the one language they had before decision 0053). */
    paymentTerms: text().notNull(),
    /** The payment terms in Arabic (decision 0053; older rows got a copy of `paymentTerms`). */
    paymentTermsAr: text().notNull(),
  },
  (t) => [
    uniqueIndex('partnership_contract_lines_job_gender_uq').on(t.contractId, t.jobId, t.gender),
    check('partnership_contract_lines_amounts_ck', sql`${t.recruitmentFee} >= 0 and ${t.monthlySalary} >= 0`),
  ],
);

/**
 * Every approved version of a contract's terms, never changed: the document as it was approved
 * and, from the first time it is asked for, its PDF in each language with the PDF's SHA-256.
 */
export const partnershipContractVersions = pgTable(
  'partnership_contract_versions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    contractId: requiredReference(() => partnershipContracts.id, { onDelete: 'cascade' }),
    termsVersion: integer().notNull(),
    snapshot: jsonb().$type<ContractDocument>().notNull(),
    approvedBy: requiredReference(() => users.id),
    approvedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    pdfAr: bytea(),
    pdfEn: bytea(),
    sha256Ar: text(),
    sha256En: text(),
  },
  (t) => [uniqueIndex('partnership_contract_versions_contract_uq').on(t.contractId, t.termsVersion)],
);
