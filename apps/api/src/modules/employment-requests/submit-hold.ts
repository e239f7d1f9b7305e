import { and, eq, inArray, or } from 'drizzle-orm';
import type { Language } from '@portal/contracts/constants';
import { HOLDING_STATUSES } from '@portal/contracts/employment-requests/transitions';
import type { EmploymentRequestSubmit } from '@portal/contracts/employment-requests/wizard';
import type { Database } from '../../db/client';
import { employmentRequests as requests, visas } from '../../db/schema/index';
import { conflict, isAppError } from '../../lib/errors';
import { nextVersion } from '../../lib/versioned-update';
import { recordChange, type Executor } from '../../platform/history/service';
import type { EstablishmentSession } from '../../types/session';
import type { EmploymentRequestOptions } from './module';
import { candidateTaken, visaTaken, type CheckedItem } from './submit-checks';
import { findCandidates, findVisas } from './wizard-repository';
import { VISA_STATUS } from '@portal/contracts/visas';

export const sortedBy = <T>(items: T[], key: (item: T) => number): [number, T][] =>
  [...items.entries()].sort(([, a], [, b]) => key(a) - key(b));

/**
 * Takes the visa: a guarded update, so of two requests at once one wins. Its version goes up, so
 * an edit read before the submission is refused (docs/decisions/0039).
 */
export const takeVisa = async (
  tx: Executor,
  session: EstablishmentSession,
  item: CheckedItem,
  index: number,
  language: Language,
) => {
  const taken = await tx
    .update(visas)
    .set({ status: VISA_STATUS.USED, updatedAt: new Date(), ...nextVersion(visas) })
    .where(and(eq(visas.id, item.visa.visa.id), eq(visas.status, VISA_STATUS.AVAILABLE)))
    .returning({ id: visas.id });
  if (taken.length === 0) throw visaTaken(language, item.visa.visa, index);
  await recordChange(tx, {
    entityType: 'visa',
    entityId: item.visa.visa.id,
    action: 'update',
    changedBy: session.user.id,
    changes: { status: { from: VISA_STATUS.AVAILABLE, to: VISA_STATUS.USED } },
  });
};

/** Reserves the candidate through the HR pool's declared transition (PROCESSING). */
export const reserveCandidate = async (
  tx: Executor,
  options: EmploymentRequestOptions,
  session: EstablishmentSession,
  item: CheckedItem,
  index: number,
  language: Language,
) => {
  try {
    await options.changeCandidateStatus(tx as Database, {
      candidateId: item.candidate.id,
      action: 'reserve',
      actor: session,
      officeId: session.organization.id,
    });
  } catch (error) {
    if (isAppError(error) && (error.statusCode === 404 || error.statusCode === 409)) {
      throw candidateTaken(language, item.candidate, index);
    }
    throw error;
  }
};

/**
 * Another submission committed a request on one of these visas or candidates while this one ran
 * (the held indexes refused it): 409 naming the first one a request now holds.
 */
export const takenMeanwhile = async (db: Database, body: EmploymentRequestSubmit, language: Language) => {
  const visaIds = body.items.map((item) => item.visaId);
  const candidateIds = body.items.map((item) => item.candidateId);
  const held = await db
    .select({ visaId: requests.visaId, candidateId: requests.candidateId })
    .from(requests)
    .where(
      and(
        inArray(requests.status, [...HOLDING_STATUSES]),
        or(inArray(requests.visaId, visaIds), inArray(requests.candidateId, candidateIds)),
      ),
    );
  const heldVisas = new Set(held.map((row) => row.visaId));
  const heldCandidates = new Set(held.map((row) => row.candidateId));
  for (const [index, item] of body.items.entries()) {
    if (heldVisas.has(item.visaId)) {
      const [visa] = await findVisas(db, [item.visaId]);
      if (visa) return visaTaken(language, visa.visa, index);
    }
    if (heldCandidates.has(item.candidateId)) {
      const [candidate] = await findCandidates(db, [item.candidateId]);
      if (candidate) return candidateTaken(language, candidate, index);
    }
  }
  return conflict();
};
