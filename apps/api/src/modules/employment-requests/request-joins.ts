import { aliasedTable, and, eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  candidates,
  countries,
  employers,
  employmentRequests as requests,
  jobs,
  organizations,
  partnershipContracts,
  reasons,
  recordClaims,
  users,
  visas,
} from '../../db/schema/index';

/**
 * The tables a request's reads join, named once: the record's view, its page with the claim, the
 * list's rows and the list page all select from these aliases (decision 0068: each read is one
 * statement, so each builds the same joins).
 */
export const office = aliasedTable(organizations, 'office');
export const agency = aliasedTable(organizations, 'agency');
export const visaJob = aliasedTable(jobs, 'visa_job');
export const candidateJob = aliasedTable(jobs, 'candidate_job');
export const claimer = aliasedTable(users, 'claimer');

/** A list row's joins: the two parties, the country, the employer, the candidate and the visa. */
export const joinSummary = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(office, eq(office.id, requests.officeId))
    .innerJoin(agency, eq(agency.id, requests.agencyId))
    .innerJoin(countries, eq(countries.id, requests.countryId))
    .innerJoin(employers, eq(employers.id, requests.employerId))
    .innerJoin(candidates, eq(candidates.id, requests.candidateId))
    .innerJoin(visas, eq(visas.id, requests.visaId));

/** The record's joins: a list row's, the two jobs, the partnership contract and the reason if any. */
export const joinView = <T extends PgSelect>(query: T) =>
  joinSummary(query)
    .innerJoin(visaJob, eq(visaJob.id, visas.jobId))
    .innerJoin(candidateJob, eq(candidateJob.id, candidates.jobId))
    .innerJoin(partnershipContracts, eq(partnershipContracts.id, requests.partnershipContractId))
    .leftJoin(reasons, eq(reasons.id, requests.reasonId));

/** The request's claim and its holder's name, every field null when nobody holds one (decision 0061). */
export const joinClaim = <T extends PgSelect>(query: T) =>
  query
    .leftJoin(
      recordClaims,
      and(eq(recordClaims.subjectType, 'employmentRequest'), eq(recordClaims.subjectId, requests.id)),
    )
    .leftJoin(claimer, eq(claimer.id, recordClaims.claimedBy));

/** A request's claim as its reads select it (see {@link joinClaim}). */
export const claimColumns = {
  claimedBy: recordClaims.claimedBy,
  claimedAt: recordClaims.claimedAt,
  lastActiveAt: recordClaims.lastActiveAt,
  nameAr: claimer.nameAr,
  nameEn: claimer.nameEn,
};
