import { createHmac } from 'node:crypto';
import {
  MY_CONTRACT_NEXT_STEPS,
  REST_DAY_CLAUSE,
  formatRequestNumber,
  requestIdOfNumber,
  type MyContractAnswer,
} from '@portal/contracts/my-contract';
import type { Database } from '../../db/client';
import { appSecretSource } from '../../platform/app-secret';
import { findMatchingRequest, recordLookup, type MatchedRequest } from './repository';

/** The lookup as the body schema left it: trimmed, ASCII digits, passport upper case. */
export type LookupInput = { requestNumber: string; passportNumber: string; birthDate: string };

const NO_MATCH: MyContractAnswer = { found: false };

/**
 * The caller's address as the log keeps it: an HMAC with a secret of the database, so the log can
 * tell one address's tries from another's without holding the address itself, and the 2³² IPv4
 * addresses cannot be tried one by one against it (decision 0055).
 */
export const addressHasher = (db: Database) => {
  const secret = appSecretSource(db, 'my-contract-address-key', undefined);
  return async (address: string): Promise<string> =>
    createHmac('sha256', await secret())
      .update(address)
      .digest('hex');
};

const summaryOf = (row: NonNullable<MatchedRequest>): MyContractAnswer => ({
  found: true,
  requestNumber: formatRequestNumber(row.id),
  status: row.status,
  nextStep: MY_CONTRACT_NEXT_STEPS[row.status],
  summary: {
    employerCity: row.employerCity,
    job: { ar: row.jobNameAr, en: row.jobNameEn },
    monthlySalary: row.monthlySalary,
    contractMonths: row.durationMonths,
    probationDays: row.probationDays,
    restDay: REST_DAY_CLAUSE,
    office: { name: { ar: row.officeNameAr, en: row.officeNameEn } },
    agency: { name: { ar: row.agencyNameAr, en: row.agencyNameEn } },
    workerPaysRecruitmentFee: false,
  },
});

/**
 * One lookup: the same query and the same record whichever field is wrong, and one answer for
 * every miss (issue 25: no oracle on which field was wrong).
 */
export const lookUpMyContract = async (
  db: Database,
  input: LookupInput,
  addressHash: string,
): Promise<MyContractAnswer> => {
  // The body schema has accepted the number's form already; an id out of range simply matches nothing.
  const requestId = requestIdOfNumber(input.requestNumber) ?? 0;
  const row = await findMatchingRequest(db, {
    requestId,
    passportNumber: input.passportNumber,
    birthDate: input.birthDate,
  });
  await recordLookup(db, {
    addressHash,
    employmentRequestId: row?.id ?? null,
    result: row ? 'MATCH' : 'NO_MATCH',
  });
  return row ? summaryOf(row) : NO_MATCH;
};
