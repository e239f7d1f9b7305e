import { todayInKingdom } from '@portal/contracts/constants';
import { addMonths, PASSPORT_MIN_VALID_MONTHS } from '@portal/contracts/hr-pool/candidates';
import type { DltTakeInput, DltTakeResult } from '@portal/contracts/hr-pool/dlt';
import { CANDIDATE_INPUT_FIELDS } from '@portal/contracts/hr-pool/worker-fields';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { creationChanges, recordChange } from '../../platform/history/service';
import type { EstablishmentSession } from '../../types/session';
import { jobIssues } from './job-rules';
import { findJobRule } from './repository';
import {
  claimWorker,
  findCountryWorker,
  insertCandidateOfWorker,
  linkCandidate,
  type CandidateRow,
} from './take-repository';

/** What the candidate's "create" history entry records. */
const CANDIDATE_HISTORY_FIELDS = [
  ...CANDIDATE_INPUT_FIELDS,
  'status',
  'dltWorkerId',
] as const satisfies readonly (keyof CandidateRow)[];

/**
 * An agency (EPRO) takes a worker of its country into its pool, in one transaction: the worker must
 * still meet the candidate rules of the day (passport valid 6 more months, age of the career: 409
 * otherwise), the worker is
 * marked taken by the agency only if nobody took it (409 `dlt.alreadyTaken` otherwise, also for the
 * loser of two takes at once), the candidate is added (409 `dlt.candidateExists` when the country's
 * candidates have the passport; nothing is kept then) with its history entry.
 */
export const takeDltWorker = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
  input: DltTakeInput,
): Promise<DltTakeResult> => {
  const countryId = session.organization.countryId;
  const agencyId = session.organization.id;
  if (countryId === null) throw notFound();
  return db.transaction(async (tx) => {
    const worker = await findCountryWorker(tx, id, countryId);
    if (!worker) throw notFound();
    // The candidate rules hold on the day of the take too (the register may be months old).
    if (worker.passportExpiry < addMonths(todayInKingdom(), PASSPORT_MIN_VALID_MONTHS))
      throw conflict('dlt.takePassportExpiring', { params: { months: PASSPORT_MIN_VALID_MONTHS } });
    const age = jobIssues(await findJobRule(tx, worker.jobId), worker).find(
      (issue) => issue.field === 'birthDate',
    );
    if (age) throw conflict('dlt.takeAge', { params: age.params ?? {} });
    const claimed = await claimWorker(tx, id, agencyId);
    if (!claimed) throw conflict('dlt.alreadyTaken');
    const candidate = await insertCandidateOfWorker(
      tx,
      claimed,
      agencyId,
      input.expectedSalary,
      session.user.id,
    );
    if (!candidate) throw conflict('dlt.candidateExists', { params: { passport: claimed.passportNumber } });
    await linkCandidate(tx, id, candidate.id);
    await recordChange(tx, {
      entityType: 'candidate',
      entityId: candidate.id,
      action: 'create',
      changedBy: session.user.id,
      changes: creationChanges(candidate, CANDIDATE_HISTORY_FIELDS),
    });
    return { candidateId: candidate.id };
  });
};
