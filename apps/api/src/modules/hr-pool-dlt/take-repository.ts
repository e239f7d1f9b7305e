import { and, eq, isNull, sql } from 'drizzle-orm';
import { candidates, dltWorkers } from '../../db/schema/index';
import type { Executor } from '../../platform/history/service';
import type { DltWorkerRow } from './repository';
import { CANDIDATE_STATUS } from '@portal/contracts/hr-pool/enums';

export type CandidateRow = typeof candidates.$inferSelect;

/** The worker of this country, taken or not (null outside the country). */
export const findCountryWorker = async (
  tx: Executor,
  id: number,
  countryId: number,
): Promise<DltWorkerRow | null> => {
  const [row] = await tx
    .select()
    .from(dltWorkers)
    .where(and(eq(dltWorkers.id, id), eq(dltWorkers.countryId, countryId)))
    .limit(1);
  return row ?? null;
};

/**
 * Marks the worker taken by the agency only if nobody has taken it yet (the conditional UPDATE is
 * what makes one agency win when two take at once); null when another got there first.
 */
export const claimWorker = async (
  tx: Executor,
  id: number,
  agencyId: number,
): Promise<DltWorkerRow | null> => {
  const [row] = await tx
    .update(dltWorkers)
    .set({ takenByAgencyId: agencyId, takenAt: sql`now()` })
    .where(and(eq(dltWorkers.id, id), isNull(dltWorkers.takenByAgencyId)))
    .returning();
  return row ?? null;
};

export const linkCandidate = async (tx: Executor, id: number, candidateId: number): Promise<void> => {
  await tx.update(dltWorkers).set({ candidateId }).where(eq(dltWorkers.id, id));
};

/**
 * The candidate a taken worker becomes in the agency's pool (status AVAILABLE); null when the
 * country's candidates already have this passport. Written here, not through the candidates
 * module: the DLT side owns the take and its one transaction.
 */
export const insertCandidateOfWorker = async (
  tx: Executor,
  worker: DltWorkerRow,
  agencyId: number,
  expectedSalary: number,
  userId: number,
): Promise<CandidateRow | null> => {
  const [row] = await tx
    .insert(candidates)
    .values({
      agencyId,
      countryId: worker.countryId,
      passportNumber: worker.passportNumber,
      passportExpiry: worker.passportExpiry,
      nameAr: worker.nameAr,
      nameEn: worker.nameEn,
      birthDate: worker.birthDate,
      gender: worker.gender,
      religion: worker.religion,
      maritalStatus: worker.maritalStatus,
      jobId: worker.jobId,
      experienceYears: worker.experienceYears,
      languages: worker.languages,
      education: worker.education,
      expectedSalary,
      status: CANDIDATE_STATUS.AVAILABLE,
      dltWorkerId: worker.id,
      createdBy: userId,
      updatedBy: userId,
    })
    .onConflictDoNothing({ target: [candidates.countryId, candidates.passportNumber] })
    .returning();
  return row ?? null;
};
