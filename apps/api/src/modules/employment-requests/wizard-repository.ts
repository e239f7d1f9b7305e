import { and, asc, count, desc, eq, gte, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { todayInKingdom } from '@portal/contracts/constants';
import type { Database } from '../../db/client';
import {
  candidates,
  countries,
  jobs,
  organizations,
  partnershipContractLines as lines,
  partnershipContracts as contracts,
  visas,
} from '../../db/schema/index';
import { escapeLike } from '../../lib/list/list-query';
import { countryNameColumns } from '../../platform/country-columns';
import type { Executor } from '../../platform/history/service';
import { CANDIDATE_STATUS } from '@portal/contracts/hr-pool/enums';
import { PARTNERSHIP_CONTRACT_STATUS } from '@portal/contracts/partnership-contracts/transitions';
import { VISA_STATUS } from '@portal/contracts/visas';

const VISA_COLUMNS = {
  visa: visas,
  country: {
    ...countryNameColumns,
    usesApprovalFlow: countries.usesApprovalFlow,
    activeForRecruitment: countries.activeForRecruitment,
  },
  job: { id: jobs.id, code: jobs.code, nameAr: jobs.nameAr, nameEn: jobs.nameEn },
};
export type VisaWithRefs = {
  visa: typeof visas.$inferSelect;
  country: {
    id: number;
    code3: string;
    nameAr: string;
    nameEn: string;
    usesApprovalFlow: boolean;
    activeForRecruitment: boolean;
  };
  job: { id: number; code: string; nameAr: string; nameEn: string };
};

const selectVisas = (db: Database | Executor) =>
  db
    .select(VISA_COLUMNS)
    .from(visas)
    .innerJoin(countries, eq(countries.id, visas.countryId))
    .innerJoin(jobs, eq(jobs.id, visas.jobId));

/** A visa a request can take: AVAILABLE, not expired, of a country open to recruitment. */
export const takeableVisa = (): SQL =>
  and(
    eq(visas.status, VISA_STATUS.AVAILABLE),
    gte(visas.expiryDate, todayInKingdom()),
    eq(countries.activeForRecruitment, true),
  )!;

/** The employer's visas a request can take, oldest first. */
export const findTakeableVisas = (db: Database, nationalId: string): Promise<VisaWithRefs[]> =>
  selectVisas(db)
    .where(and(eq(visas.employerId, nationalId), takeableVisa()))
    .orderBy(asc(visas.expiryDate), asc(visas.id));

/** Visas by id with their country and job, whatever their state (the submission checks them). */
export const findVisas = (db: Database | Executor, ids: readonly number[]): Promise<VisaWithRefs[]> =>
  ids.length === 0 ? Promise.resolve([]) : selectVisas(db).where(inArray(visas.id, [...ids]));

/** The agencies holding an ACTIVE partnership contract with the office for the country. */
const partnerAgencies = (officeId: number, countryId: number) =>
  sql`(select ${contracts.agencyId} from ${contracts} where ${contracts.officeId} = ${officeId} and ${contracts.status} = ${PARTNERSHIP_CONTRACT_STATUS.ACTIVE} and ${contracts.countryId} = ${countryId})`;

/** The wizard's candidates for a visa: AVAILABLE, of a partner agency of its country, its gender and career. */
export const wizardCandidatesWhere = (
  officeId: number,
  visa: typeof visas.$inferSelect,
  q: string | undefined,
) => {
  const text = q?.trim();
  return and(
    eq(candidates.countryId, visa.countryId),
    eq(candidates.status, CANDIDATE_STATUS.AVAILABLE),
    eq(candidates.gender, visa.gender),
    eq(candidates.jobId, visa.jobId),
    inArray(candidates.agencyId, partnerAgencies(officeId, visa.countryId)),
    text
      ? or(
          like(candidates.passportNumber, `${escapeLike(text.toUpperCase())}%`),
          ilike(candidates.nameEn, `%${escapeLike(text)}%`),
          ilike(candidates.nameAr, `%${escapeLike(text)}%`),
        )
      : undefined,
  );
};

export const findWizardCandidates = (db: Database, where: SQL | undefined, limit: number, offset: number) =>
  db
    .select({
      candidate: candidates,
      agency: { id: organizations.id, nameAr: organizations.nameAr, nameEn: organizations.nameEn },
    })
    .from(candidates)
    .innerJoin(organizations, eq(organizations.id, candidates.agencyId))
    .where(where)
    .orderBy(desc(candidates.id))
    .limit(limit)
    .offset(offset);

export const countWizardCandidates = async (db: Database, where: SQL | undefined) => {
  const [row] = await db.select({ total: count() }).from(candidates).where(where);
  return row?.total ?? 0;
};

export type ContractLineTerms = {
  contractId: number;
  agencyId: number;
  monthlySalary: number;
  recruitmentFee: number;
};

/**
 * The line for a career and gender of each agency's ACTIVE contract with the office for the
 * country (the newest contract where there are several).
 */
export const findLineTerms = async (
  db: Database | Executor,
  key: {
    officeId: number;
    countryId: number;
    jobId: number;
    gender: 'MALE' | 'FEMALE';
    agencyIds: readonly number[];
  },
): Promise<Map<number, ContractLineTerms>> => {
  if (key.agencyIds.length === 0) return new Map();
  const rows = await db
    .select({
      contractId: contracts.id,
      agencyId: contracts.agencyId,
      monthlySalary: lines.monthlySalary,
      recruitmentFee: lines.recruitmentFee,
    })
    .from(contracts)
    .innerJoin(lines, eq(lines.contractId, contracts.id))
    .where(
      and(
        eq(contracts.officeId, key.officeId),
        eq(contracts.status, PARTNERSHIP_CONTRACT_STATUS.ACTIVE),
        eq(contracts.countryId, key.countryId),
        inArray(contracts.agencyId, [...key.agencyIds]),
        eq(lines.jobId, key.jobId),
        eq(lines.gender, key.gender),
      ),
    )
    .orderBy(asc(contracts.id));
  return new Map(rows.map((row) => [row.agencyId, row]));
};

/** Of these candidates, those an office can still choose: AVAILABLE, of a partner agency. */
export const findSelectable = async (db: Database, officeId: number, ids: readonly number[]) =>
  ids.length === 0
    ? []
    : db
        .select({ id: candidates.id })
        .from(candidates)
        .where(
          and(
            inArray(candidates.id, [...ids]),
            eq(candidates.status, CANDIDATE_STATUS.AVAILABLE),
            sql`${candidates.agencyId} in (select ${contracts.agencyId} from ${contracts} where ${contracts.officeId} = ${officeId} and ${contracts.status} = ${PARTNERSHIP_CONTRACT_STATUS.ACTIVE} and ${contracts.countryId} = ${sql.identifier('candidates')}.${sql.identifier('country_id')})`,
          ),
        );

/** Candidates by id (the submission checks them before reserving). */
export const findCandidates = (db: Database | Executor, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(candidates)
        .where(inArray(candidates.id, [...ids]));
