import { aliasedTable, and, asc, count, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import { preparedPerConnection, preparedPerShape, rowVisible } from '../../db/named-statements';
import type { Clock } from '@portal/contracts/clocks/schemas';
import type { ContractTemplateContentRef } from '@portal/contracts/contract-templates';
import { clocksFromJson, clocksJson } from '../../platform/clocks/clock-store';
import type { PartnershipContractListQuery } from '@portal/contracts/partnership-contracts/schemas';
import type { Database } from '../../db/client';
import {
  contractTemplates,
  contractTemplateVersions,
  countries,
  jobs,
  organizations,
  partnershipContractCounts,
  partnershipContractLines,
  partnershipContracts,
  partnershipContractVersions,
  reasons,
  users,
} from '../../db/schema/index';
import type { Executor } from '../../platform/history/service';
import { kingdomTodaySql } from '../../lib/kingdom-day';
import { PARTNERSHIP_CONTRACT_STATUS } from '@portal/contracts/partnership-contracts/transitions';

const office = aliasedTable(organizations, 'office');
const agency = aliasedTable(organizations, 'agency');
const creator = aliasedTable(users, 'creator');
const updater = aliasedTable(users, 'updater');
const rejection = aliasedTable(reasons, 'rejection');
const cancellation = aliasedTable(reasons, 'cancellation');

export type ContractRow = typeof partnershipContracts.$inferSelect;
type Organization = typeof organizations.$inferSelect;

/** A contract with the names around it. */
export type ContractView = {
  contract: ContractRow;
  office: Organization;
  agency: Organization;
  country: { id: number; nameAr: string; nameEn: string };
};

const viewColumns = {
  contract: partnershipContracts,
  office,
  agency,
  country: { id: countries.id, nameAr: countries.nameAr, nameEn: countries.nameEn },
};

/** The contracts with the names around them, and any further columns of those tables. */
const selectViews = <T extends SelectedFields>(db: Database | Executor, more: T = {} as T) =>
  db
    .select({ ...viewColumns, ...more })
    .from(partnershipContracts)
    .innerJoin(office, eq(office.id, partnershipContracts.officeId))
    .innerJoin(agency, eq(agency.id, partnershipContracts.agencyId))
    .innerJoin(countries, eq(countries.id, partnershipContracts.countryId));

const dayAfter = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
};

/**
 * The list's filters on the four columns partnership_contract_counts is keyed by (office, agency,
 * country, status), the caller's visibility included: scope.ts narrows by office, agency,
 * country and status only. As SQL on the contracts table alone (the count needs no join).
 */
const dimensionFiltersOf = (query: PartnershipContractListQuery, visible: SQL | undefined): SQL | undefined =>
  and(
    visible,
    query.status ? eq(partnershipContracts.status, query.status) : undefined,
    query.countryId ? eq(partnershipContracts.countryId, query.countryId) : undefined,
    query.officeId ? eq(partnershipContracts.officeId, query.officeId) : undefined,
    query.agencyId ? eq(partnershipContracts.agencyId, query.agencyId) : undefined,
  );

/** The list's filters only the contracts' rows can answer: the number and the creation days. */
const rowFiltersOf = (query: PartnershipContractListQuery): SQL | undefined =>
  and(
    query.number
      ? ilike(partnershipContracts.number, `%${query.number.replace(/[\\%_]/g, '\\$&')}%`)
      : undefined,
    query.from ? gte(partnershipContracts.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(partnershipContracts.createdAt, dayAfter(query.to)) : undefined,
  );

/**
 * The counts table under the contracts table's name, so the dimension filters (written against
 * partnership_contracts, the visibility from scope.ts included) apply to it unchanged; a filter
 * on any other column would fail there loudly rather than count wrong.
 */
const countsAsContracts = alias(partnershipContractCounts, 'partnership_contracts');

/**
 * The exact number of contracts the filters select. Counting 100,000 visible rows costs
 * milliseconds on every page, so when only the summary's dimensions filter, the total is the sum
 * of the trigger-kept counts (migration 0011); a number or date filter needs the rows themselves.
 */
const countContracts = async (db: Database, dimensions: SQL | undefined, rows: SQL | undefined) => {
  if (rows === undefined) {
    const [summed] = await db
      .select({ total: sql`coalesce(sum(${countsAsContracts.n}), 0)`.mapWith(Number) })
      .from(countsAsContracts)
      .where(dimensions);
    return summed?.total ?? 0;
  }
  const [counted] = await db
    .select({ total: count() })
    .from(partnershipContracts)
    .where(and(dimensions, rows));
  return counted?.total ?? 0;
};

const SORT_COLUMNS = {
  createdAt: partnershipContracts.createdAt,
  updatedAt: partnershipContracts.updatedAt,
  number: partnershipContracts.number,
  status: partnershipContracts.status,
} as const;

/**
 * One page of the visible contracts, newest first unless sorted: the page's ids come from the
 * contracts table alone (an index walk per visibility), the names are joined for those ten only,
 * in the same statement (one round trip), while the total is counted beside it (countContracts).
 */
export const findContractPage = async (
  db: Database,
  query: PartnershipContractListQuery,
  visible: SQL | undefined,
): Promise<{ rows: ContractView[]; total: number }> => {
  const dimensions = dimensionFiltersOf(query, visible);
  const rowFilters = rowFiltersOf(query);
  const where = and(dimensions, rowFilters);
  const direction = query.dir === 'desc' ? desc : asc;
  const order = query.sort
    ? [direction(SORT_COLUMNS[query.sort]), direction(partnershipContracts.id)]
    : [desc(partnershipContracts.id)];
  const pageIds = db
    .select({ id: partnershipContracts.id })
    .from(partnershipContracts)
    .where(where)
    .orderBy(...order)
    .limit(query.size)
    .offset(query.page * query.size);
  const [rows, total] = await Promise.all([
    selectViews(db)
      .where(inArray(partnershipContracts.id, pageIds))
      .orderBy(...order),
    countContracts(db, dimensions, rowFilters),
  ]);
  return { rows, total };
};

/** One contract's view by id, whoever asks: defined once, prepared per connection (decision 0051). */
const contractViewById = preparedPerConnection((db) =>
  selectViews(db)
    .where(eq(partnershipContracts.id, sql.placeholder('id')))
    .limit(1)
    .prepare('partnership_contract_view'),
);

/** The contract within the caller's visibility (undefined: every contract), or undefined. */
export const findContractView = async (
  db: Database | Executor,
  id: number,
  visible: SQL | undefined,
): Promise<ContractView | undefined> => {
  const [isVisible, [view]] = await Promise.all([
    rowVisible(db, partnershipContracts, id, visible),
    contractViewById(db).execute({ id }),
  ]);
  return isVisible ? view : undefined;
};

export type ContractExtras = {
  creator: { id: number; nameAr: string; nameEn: string };
  updater: { id: number; nameAr: string; nameEn: string };
  rejection: { id: number; textAr: string; textEn: string } | null;
  cancellation: { id: number; textAr: string; textEn: string } | null;
  /** The programme terms version the stored version in force was approved under (null: not recorded). */
  programmeTermsVersion: string | null;
};

/** The programme terms version recorded in the snapshot of the contract's version in force. */
// Qualified by hand: drizzle leaves columns unqualified in a one-table select.
const programmeTermsInForce = sql<string | null>`(
  select v.snapshot ->> 'programmeTermsVersion'
  from partnership_contract_versions v
  where v.contract_id = "partnership_contracts"."id"
    and v.terms_version = "partnership_contracts"."terms_version"
)`;

/** The ACTIVE contracts, locked, with their pending update and programme terms version in force. */
export const findActiveForProgrammeTerms = (tx: Executor) =>
  tx
    .select({
      id: partnershipContracts.id,
      agencyId: partnershipContracts.agencyId,
      pendingUpdate: partnershipContracts.pendingUpdate,
      inForce: programmeTermsInForce,
    })
    .from(partnershipContracts)
    .where(eq(partnershipContracts.status, PARTNERSHIP_CONTRACT_STATUS.ACTIVE))
    .orderBy(asc(partnershipContracts.id))
    .for('update', { of: partnershipContracts });

const person = (table: typeof creator) => ({ id: table.id, nameAr: table.nameAr, nameEn: table.nameEn });
const reason = (table: typeof rejection) => ({ id: table.id, textAr: table.textAr, textEn: table.textEn });

/**
 * The whole contract by id, whoever asks: its view and who created and last changed it, the reasons
 * of its rejection and cancellation and the programme terms in force, in one prepared statement.
 */
const contractDetailById = preparedPerConnection((db) =>
  selectViews(db, {
    creator: person(creator),
    updater: person(updater),
    rejection: reason(rejection),
    cancellation: reason(cancellation),
    programmeTermsVersion: programmeTermsInForce,
  })
    .innerJoin(creator, eq(creator.id, partnershipContracts.createdBy))
    .innerJoin(updater, eq(updater.id, partnershipContracts.updatedBy))
    .leftJoin(rejection, eq(rejection.id, partnershipContracts.rejectionReasonId))
    .leftJoin(cancellation, eq(cancellation.id, partnershipContracts.cancellationReasonId))
    .where(eq(partnershipContracts.id, sql.placeholder('id')))
    .limit(1)
    .prepare('partnership_contract_detail'),
);

export type ContractDetail = ContractView & ContractExtras;

/** The contract and its extras within the caller's visibility (undefined: every contract), or undefined. */
export const findContractDetail = async (
  db: Database | Executor,
  id: number,
  visible: SQL | undefined,
): Promise<ContractDetail | undefined> => {
  const [isVisible, [detail]] = await Promise.all([
    rowVisible(db, partnershipContracts, id, visible),
    contractDetailById(db).execute({ id }),
  ]);
  return isVisible ? detail : undefined;
};

/** A party as a contract's page shows it (the whole organisation row is the document's). */
export type PartyView = Pick<Organization, 'id' | 'nameAr' | 'nameEn' | 'licenseNumber'>;

/** What a contract's summary and page show: the contract, its parties and country. */
export type ContractHead = Omit<ContractView, 'office' | 'agency'> & { office: PartyView; agency: PartyView };
const partyColumns = (table: typeof office) => ({
  id: table.id,
  nameAr: table.nameAr,
  nameEn: table.nameEn,
  licenseNumber: table.licenseNumber,
});

/** A contract's page as read in one statement: the detail, its lines, clocks and template wording. */
export type ContractRead = ContractHead &
  ContractExtras & {
    lines: LineView[];
    clocks: Clock[];
    template: ContractTemplateContentRef | null;
  };

const jsonValue = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The contract's price lines in force, in their order, as one JSON value (a part of its statement). */
const linesInForceJson = sql<unknown>`(select coalesce(json_agg(json_build_object('jobId', ${partnershipContractLines.jobId},
    'jobNameAr', ${jobs.nameAr}, 'jobNameEn', ${jobs.nameEn}, 'gender', ${partnershipContractLines.gender},
    'recruitmentFee', ${partnershipContractLines.recruitmentFee}, 'monthlySalary', ${partnershipContractLines.monthlySalary},
    'paymentTerms', ${partnershipContractLines.paymentTerms}, 'paymentTermsAr', ${partnershipContractLines.paymentTermsAr})
    order by ${partnershipContractLines.position}), '[]'::json)
  from ${partnershipContractLines} inner join ${jobs} on ${jobs.id} = ${partnershipContractLines.jobId}
  where ${partnershipContractLines.contractId} = ${partnershipContracts.id})`;

/** The wording of the template version the contract started from (null: none), as one JSON value. */
const templateWordingJson = sql<unknown>`(select json_build_object('versionId', ${contractTemplateVersions.id},
    'version', ${contractTemplateVersions.version},
    'officeClausesAr', ${contractTemplateVersions.officeClausesAr}, 'officeClausesEn', ${contractTemplateVersions.officeClausesEn},
    'agencyClausesAr', ${contractTemplateVersions.agencyClausesAr}, 'agencyClausesEn', ${contractTemplateVersions.agencyClausesEn},
    'paymentTermsAr', ${contractTemplateVersions.paymentTermsAr}, 'paymentTermsEn', ${contractTemplateVersions.paymentTermsEn})
  from ${contractTemplateVersions}
  inner join ${contractTemplates} on ${contractTemplates.id} = ${contractTemplateVersions.templateId}
  where ${contractTemplateVersions.id} = ${partnershipContracts.templateVersionId})`;

/**
 * The whole contract's page in one prepared statement per shape of the caller's visibility
 * (decision 0068): the contract with its parties, people and reasons, the programme terms in force,
 * the price lines in force in their order, every clock of it and its template's wording (the last
 * three as JSON). The visibility is part of the statement, so nothing is read of a contract the
 * caller does not see; before, the same came in four statements on as many connections (one only
 * to check the visibility) and a fifth round for the template.
 */
const contractReadOf = preparedPerShape(
  'partnership_contract_read',
  (db, { visible }: Record<'visible', SQL>, name) =>
    db
      .select({
        contract: partnershipContracts,
        office: partyColumns(office),
        agency: partyColumns(agency),
        country: viewColumns.country,
        creator: person(creator),
        updater: person(updater),
        rejection: reason(rejection),
        cancellation: reason(cancellation),
        programmeTermsVersion: programmeTermsInForce,
        lines: linesInForceJson,
        clocks: clocksJson('partnershipContract', sql`${partnershipContracts.id}`),
        template: templateWordingJson,
      })
      .from(partnershipContracts)
      .innerJoin(office, eq(office.id, partnershipContracts.officeId))
      .innerJoin(agency, eq(agency.id, partnershipContracts.agencyId))
      .innerJoin(countries, eq(countries.id, partnershipContracts.countryId))
      .innerJoin(creator, eq(creator.id, partnershipContracts.createdBy))
      .innerJoin(updater, eq(updater.id, partnershipContracts.updatedBy))
      .leftJoin(rejection, eq(rejection.id, partnershipContracts.rejectionReasonId))
      .leftJoin(cancellation, eq(cancellation.id, partnershipContracts.cancellationReasonId))
      .where(and(eq(partnershipContracts.id, sql.placeholder('id')), visible))
      .limit(1)
      .prepare(name),
);

/** The contract's page within the caller's visibility (undefined: every contract), or undefined. */
export const readContract = async (
  db: Database | Executor,
  id: number,
  visible: SQL | undefined,
): Promise<ContractRead | undefined> => {
  const { statement, values } = contractReadOf(db, { visible });
  const [row] = await statement.execute({ ...values, id });
  if (!row) return undefined;
  return {
    ...row,
    lines: jsonValue<LineView[]>(row.lines),
    clocks: clocksFromJson(row.clocks),
    template: jsonValue<ContractTemplateContentRef | null>(row.template),
  };
};

/** A contract with its parties and country, and with `terms` its lines in force and template wording. */
export type ContractHeadRead = ContractHead & {
  lines: LineView[];
  template: ContractTemplateContentRef | null;
};

/**
 * The contract within the caller's visibility, with its parties and country: one statement per
 * shape of the visibility (decision 0068), where a read and a visibility check were two. Its
 * variant `terms` adds the lines in force and the template wording (what an approval prints).
 */
const contractHeadOf = preparedPerShape(
  'partnership_contract_head',
  (db, { visible }: Record<'visible', SQL>, name, variant) =>
    db
      .select({
        contract: partnershipContracts,
        office: partyColumns(office),
        agency: partyColumns(agency),
        country: viewColumns.country,
        lines: variant === 'terms' ? linesInForceJson : sql<unknown>`null::json`,
        template: variant === 'terms' ? templateWordingJson : sql<unknown>`null::json`,
      })
      .from(partnershipContracts)
      .innerJoin(office, eq(office.id, partnershipContracts.officeId))
      .innerJoin(agency, eq(agency.id, partnershipContracts.agencyId))
      .innerJoin(countries, eq(countries.id, partnershipContracts.countryId))
      .where(and(eq(partnershipContracts.id, sql.placeholder('id')), visible))
      .limit(1)
      .prepare(name),
);

/**
 * The contract within the caller's visibility (undefined: every contract), or undefined; with
 * `terms`, its lines in force and template wording (else none: empty and null).
 */
export const findContractHead = async (
  db: Database | Executor,
  id: number,
  visible: SQL | undefined,
  terms = false,
): Promise<ContractHeadRead | undefined> => {
  const { statement, values } = contractHeadOf(db, { visible }, terms ? 'terms' : '');
  const [row] = await statement.execute({ ...values, id });
  if (!row) return undefined;
  return {
    ...row,
    lines: terms ? jsonValue<LineView[]>(row.lines) : [],
    template: terms ? jsonValue<ContractTemplateContentRef | null>(row.template) : null,
  };
};

export type LineView = {
  jobId: number;
  jobNameAr: string;
  jobNameEn: string;
  gender: 'MALE' | 'FEMALE';
  recruitmentFee: number;
  monthlySalary: number;
  paymentTerms: string;
  paymentTermsAr: string;
};

/** The price lines in force, in their order: defined once, prepared per connection. */
const linesOfContract = preparedPerConnection((db) =>
  db
    .select({
      jobId: partnershipContractLines.jobId,
      jobNameAr: jobs.nameAr,
      jobNameEn: jobs.nameEn,
      gender: partnershipContractLines.gender,
      recruitmentFee: partnershipContractLines.recruitmentFee,
      monthlySalary: partnershipContractLines.monthlySalary,
      paymentTerms: partnershipContractLines.paymentTerms,
      paymentTermsAr: partnershipContractLines.paymentTermsAr,
    })
    .from(partnershipContractLines)
    .innerJoin(jobs, eq(jobs.id, partnershipContractLines.jobId))
    .where(eq(partnershipContractLines.contractId, sql.placeholder('contractId')))
    .orderBy(asc(partnershipContractLines.position))
    .prepare('partnership_contract_lines'),
);

export const findLines = async (db: Database | Executor, contractId: number): Promise<LineView[]> =>
  linesOfContract(db).execute({ contractId });

export type NewLine = {
  jobId: number;
  gender: 'MALE' | 'FEMALE';
  recruitmentFee: number;
  monthlySalary: number;
  paymentTerms: string;
  paymentTermsAr: string;
};

/** Replaces the price lines in force. */
export const replaceLines = async (tx: Executor, contractId: number, lines: readonly NewLine[]) => {
  await tx.delete(partnershipContractLines).where(eq(partnershipContractLines.contractId, contractId));
  if (lines.length === 0) return;
  await tx
    .insert(partnershipContractLines)
    .values(lines.map((line, position) => ({ ...line, contractId, position })));
};

/** The jobs of the given ids (names for lines that are not stored yet, and the existence check). */
export const findJobs = async (db: Database | Executor, ids: readonly number[]) =>
  ids.length === 0
    ? []
    : db
        .select({ id: jobs.id, nameAr: jobs.nameAr, nameEn: jobs.nameEn, active: jobs.active })
        .from(jobs)
        .where(inArray(jobs.id, [...ids]));

export const findOrganization = async (db: Database | Executor, id: number) => {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return row;
};

export const findCountry = async (db: Database | Executor, id: number) => {
  const [row] = await db.select().from(countries).where(eq(countries.id, id)).limit(1);
  return row;
};

/** The foreign agencies an office may contract: active, licensed until after today, of a country open to recruitment. */
export const findEpros = async (db: Database, countryId: number | undefined) =>
  db
    .select({
      agency: organizations,
      country: { id: countries.id, nameAr: countries.nameAr, nameEn: countries.nameEn },
    })
    .from(organizations)
    .innerJoin(countries, eq(countries.id, organizations.countryId))
    .where(
      and(
        eq(organizations.type, 'EPRO'),
        eq(organizations.active, true),
        eq(organizations.externalActive, true),
        sql`${organizations.licenseNumber} is not null`,
        sql`${organizations.licenseDate} > ${kingdomTodaySql}`,
        eq(countries.activeForRecruitment, true),
        countryId ? eq(organizations.countryId, countryId) : undefined,
      ),
    )
    .orderBy(asc(organizations.nameEn), asc(organizations.id));

/** The offices (or agencies) and countries of the visible contracts: the list's filter options. */
export const findFilterOptions = async (
  db: Database,
  side: 'office' | 'agency',
  visible: SQL | undefined,
  countryId: number | undefined,
) => {
  const column = side === 'office' ? partnershipContracts.officeId : partnershipContracts.agencyId;
  const [organizationRows, countryRows] = await Promise.all([
    db
      .selectDistinct({ id: organizations.id, nameAr: organizations.nameAr, nameEn: organizations.nameEn })
      .from(organizations)
      .where(
        inArray(
          organizations.id,
          db
            .select({ id: column })
            .from(partnershipContracts)
            .where(and(visible, countryId ? eq(partnershipContracts.countryId, countryId) : undefined)),
        ),
      )
      .orderBy(asc(organizations.nameEn)),
    db
      .select({ id: countries.id, nameAr: countries.nameAr, nameEn: countries.nameEn })
      .from(countries)
      .where(
        inArray(
          countries.id,
          db.select({ id: partnershipContracts.countryId }).from(partnershipContracts).where(visible),
        ),
      )
      .orderBy(asc(countries.nameEn)),
  ]);
  return { organizationRows, countryRows };
};

/** ACTIVE contracts (a cancellation asked still holds the place) per office and country. */
/** The statuses in which a contract counts against its office's organisation limit. */
export const HELD_STATUSES = [
  PARTNERSHIP_CONTRACT_STATUS.ACTIVE,
  PARTNERSHIP_CONTRACT_STATUS.PENDING_CANCELLATION,
] as const;

export const countHeldContracts = async (
  db: Database | Executor,
  keys: readonly { organizationId: number; countryId: number }[],
): Promise<number[]> => {
  if (keys.length === 0) return [];
  const officeIds = [...new Set(keys.map((key) => key.organizationId))];
  const rows = await db
    .select({
      officeId: partnershipContracts.officeId,
      countryId: partnershipContracts.countryId,
      held: count(),
    })
    .from(partnershipContracts)
    .where(
      and(
        inArray(partnershipContracts.officeId, officeIds),
        inArray(partnershipContracts.status, [...HELD_STATUSES]),
      ),
    )
    .groupBy(partnershipContracts.officeId, partnershipContracts.countryId);
  const held = new Map(rows.map((row) => [`${row.officeId}:${row.countryId}`, row.held]));
  return keys.map((key) => held.get(`${key.organizationId}:${key.countryId}`) ?? 0);
};

export type VersionRow = typeof partnershipContractVersions.$inferSelect;

const versionColumns = {
  id: partnershipContractVersions.id,
  contractId: partnershipContractVersions.contractId,
  termsVersion: partnershipContractVersions.termsVersion,
  approvedAt: partnershipContractVersions.approvedAt,
  sha256Ar: partnershipContractVersions.sha256Ar,
  sha256En: partnershipContractVersions.sha256En,
  approver: { id: users.id, nameAr: users.nameAr, nameEn: users.nameEn },
};

/** The approved versions of a contract, newest first, without their PDFs. */
export const findVersions = async (db: Database, contractId: number) =>
  db
    .select(versionColumns)
    .from(partnershipContractVersions)
    .innerJoin(users, eq(users.id, partnershipContractVersions.approvedBy))
    .where(eq(partnershipContractVersions.contractId, contractId))
    .orderBy(desc(partnershipContractVersions.termsVersion));

/** One version with its PDFs, when its contract is visible to the caller. */
export const findVisibleVersion = async (db: Database, versionId: number, visible: SQL | undefined) => {
  const [row] = await db
    .select({ version: partnershipContractVersions })
    .from(partnershipContractVersions)
    .innerJoin(partnershipContracts, eq(partnershipContracts.id, partnershipContractVersions.contractId))
    .where(and(eq(partnershipContractVersions.id, versionId), visible))
    .limit(1);
  return row?.version;
};

/** The version a contract's terms are in force under. */
export const findCurrentVersion = async (db: Database, contract: ContractRow) => {
  const [row] = await db
    .select()
    .from(partnershipContractVersions)
    .where(
      and(
        eq(partnershipContractVersions.contractId, contract.id),
        eq(partnershipContractVersions.termsVersion, contract.termsVersion),
      ),
    )
    .limit(1);
  return row;
};
