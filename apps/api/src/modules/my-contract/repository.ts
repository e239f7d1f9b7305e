import { aliasedTable, and, eq } from 'drizzle-orm';
import type { MyContractLookupResult } from '@portal/contracts/my-contract';
import type { Database } from '../../db/client';
import {
  candidates,
  employers,
  employmentRequests,
  jobs,
  myContractLookups,
  organizations,
  visas,
} from '../../db/schema/index';

const office = aliasedTable(organizations, 'office');
const agency = aliasedTable(organizations, 'agency');

/** What a match reads: the request's status and terms, the city, the job and the two organisations' names. */
export type MatchedRequest = Awaited<ReturnType<typeof findMatchingRequest>>;

/**
 * The request whose number, worker's passport and worker's birth date are all the ones typed, or
 * undefined. One query with the three conditions together, whichever is wrong: the answer's time
 * tells nothing of which (decision 0055). Only the columns the summary shows are read.
 */
export const findMatchingRequest = async (
  db: Database,
  key: { requestId: number; passportNumber: string; birthDate: string },
) => {
  const [row] = await db
    .select({
      id: employmentRequests.id,
      status: employmentRequests.status,
      monthlySalary: employmentRequests.monthlySalary,
      durationMonths: employmentRequests.durationMonths,
      probationDays: employmentRequests.probationDays,
      employerCity: employers.city,
      jobNameAr: jobs.nameAr,
      jobNameEn: jobs.nameEn,
      officeNameAr: office.nameAr,
      officeNameEn: office.nameEn,
      agencyNameAr: agency.nameAr,
      agencyNameEn: agency.nameEn,
    })
    .from(employmentRequests)
    .innerJoin(candidates, eq(candidates.id, employmentRequests.candidateId))
    .innerJoin(employers, eq(employers.id, employmentRequests.employerId))
    .innerJoin(visas, eq(visas.id, employmentRequests.visaId))
    .innerJoin(jobs, eq(jobs.id, visas.jobId))
    .innerJoin(office, eq(office.id, employmentRequests.officeId))
    .innerJoin(agency, eq(agency.id, employmentRequests.agencyId))
    .where(
      and(
        eq(employmentRequests.id, key.requestId),
        eq(candidates.passportNumber, key.passportNumber),
        eq(candidates.birthDate, key.birthDate),
      ),
    )
    .limit(1);
  return row;
};

/** Records one lookup (every one, matched or not, and the ones the hourly limit refused). */
export const recordLookup = async (
  db: Database,
  lookup: { addressHash: string; employmentRequestId: number | null; result: MyContractLookupResult },
): Promise<void> => {
  await db.insert(myContractLookups).values(lookup);
};
