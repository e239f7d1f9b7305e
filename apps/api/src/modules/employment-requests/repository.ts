import { aliasedTable, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerConnection, rowVisible } from '../../db/named-statements';
import {
  candidates,
  countries,
  employers,
  employmentRequests as requests,
  jobs,
  organizations,
  partnershipContracts,
  reasons,
  visas,
} from '../../db/schema/index';
import { countryNameColumns } from '../../platform/country-columns';
import type { Executor } from '../../platform/history/service';

const office = aliasedTable(organizations, 'office');
const agency = aliasedTable(organizations, 'agency');
const visaJob = aliasedTable(jobs, 'visa_job');
const candidateJob = aliasedTable(jobs, 'candidate_job');

export type RequestRow = typeof requests.$inferSelect;

const named = (table: typeof office) => ({ id: table.id, nameAr: table.nameAr, nameEn: table.nameEn });

// Only what the record and the e-contract show: the people's full rows cost their mapping on
// every answer of an action.
const viewColumns = {
  request: requests,
  office: { ...named(office), licenseNumber: office.licenseNumber },
  agency: { ...named(agency), licenseNumber: agency.licenseNumber },
  country: { ...countryNameColumns, usesApprovalFlow: countries.usesApprovalFlow },
  employer: {
    id: employers.id,
    nationalId: employers.nationalId,
    nameAr: employers.nameAr,
    nameEn: employers.nameEn,
    mobile: employers.mobile,
    city: employers.city,
    address: employers.address,
  },
  visa: {
    id: visas.id,
    number: visas.number,
    gender: visas.gender,
    issueDate: visas.issueDate,
    expiryDate: visas.expiryDate,
  },
  visaJob: { id: visaJob.id, code: visaJob.code, nameAr: visaJob.nameAr, nameEn: visaJob.nameEn },
  candidate: {
    id: candidates.id,
    nameAr: candidates.nameAr,
    nameEn: candidates.nameEn,
    passportNumber: candidates.passportNumber,
    gender: candidates.gender,
    birthDate: candidates.birthDate,
    religion: candidates.religion,
    maritalStatus: candidates.maritalStatus,
    experienceYears: candidates.experienceYears,
    photoThumbFileId: candidates.photoThumbFileId,
  },
  candidateJob: { id: candidateJob.id, nameAr: candidateJob.nameAr, nameEn: candidateJob.nameEn },
  contractNumber: partnershipContracts.number,
  reason: { id: reasons.id, textAr: reasons.textAr, textEn: reasons.textEn },
};

/** A request with everything its record and e-contract name. */
export type RequestView = {
  request: RequestRow;
  office: { id: number; nameAr: string; nameEn: string; licenseNumber: string | null };
  agency: { id: number; nameAr: string; nameEn: string; licenseNumber: string | null };
  country: { id: number; code3: string; nameAr: string; nameEn: string; usesApprovalFlow: boolean };
  employer: Pick<
    typeof employers.$inferSelect,
    'id' | 'nationalId' | 'nameAr' | 'nameEn' | 'mobile' | 'city' | 'address'
  >;
  visa: Pick<typeof visas.$inferSelect, 'id' | 'number' | 'gender' | 'issueDate' | 'expiryDate'>;
  visaJob: { id: number; code: string; nameAr: string; nameEn: string };
  candidate: Pick<
    typeof candidates.$inferSelect,
    | 'id'
    | 'nameAr'
    | 'nameEn'
    | 'passportNumber'
    | 'gender'
    | 'birthDate'
    | 'religion'
    | 'maritalStatus'
    | 'experienceYears'
    | 'photoThumbFileId'
  >;
  candidateJob: { id: number; nameAr: string; nameEn: string };
  contractNumber: string | null;
  reason: { id: number; textAr: string; textEn: string } | null;
};

export const selectRequestViews = (db: Database | Executor) =>
  db
    .select(viewColumns)
    .from(requests)
    .innerJoin(office, eq(office.id, requests.officeId))
    .innerJoin(agency, eq(agency.id, requests.agencyId))
    .innerJoin(countries, eq(countries.id, requests.countryId))
    .innerJoin(employers, eq(employers.id, requests.employerId))
    .innerJoin(visas, eq(visas.id, requests.visaId))
    .innerJoin(visaJob, eq(visaJob.id, visas.jobId))
    .innerJoin(candidates, eq(candidates.id, requests.candidateId))
    .innerJoin(candidateJob, eq(candidateJob.id, candidates.jobId))
    .innerJoin(partnershipContracts, eq(partnershipContracts.id, requests.partnershipContractId))
    .leftJoin(reasons, eq(reasons.id, requests.reasonId));

/**
 * One request's view by id, whoever asks: prepared once per connection, since building this
 * ten-table select and planning it cost several times running it.
 */
const requestViewById = preparedPerConnection((db) =>
  selectRequestViews(db)
    .where(eq(requests.id, sql.placeholder('id')))
    .limit(1)
    .prepare('employment_request_view'),
);

export const findRequestViewById = async (
  db: Database | Executor,
  id: number,
): Promise<RequestView | undefined> => {
  const [row] = await requestViewById(db).execute({ id });
  return row;
};

/** One request within the caller's visibility (undefined: all), or undefined. */
export const findRequestView = async (
  db: Database | Executor,
  id: number,
  visible: SQL | undefined,
): Promise<RequestView | undefined> => {
  if (!visible) return findRequestViewById(db, id);
  const [isVisible, view] = await Promise.all([
    rowVisible(db, requests, id, visible),
    findRequestViewById(db, id),
  ]);
  return isVisible ? view : undefined;
};

/** Whether the request exists within the caller's visibility (the history route's check). */
export const requestVisible = (db: Database | Executor, id: number, visible: SQL | undefined) =>
  rowVisible(db, requests, id, visible);
