import { and, eq } from 'drizzle-orm';
import { type EmploymentRequestStatus } from '@portal/contracts/employment-requests/schemas';
import type { Database } from '../../db/client';
import { visas } from '../../db/schema/index';
import { nextVersion } from '../../lib/versioned-update';
import { recordChange, type Executor } from '../../platform/history/service';
import type { EstablishmentSession } from '../../types/session';
import type { EmploymentRequestOptions } from './module';
import type { RequestRow } from './repository';
import {
  EMPLOYMENT_REQUEST_STATUS,
  HOLDING_STATUSES,
} from '@portal/contracts/employment-requests/transitions';
import { VISA_STATUS } from '@portal/contracts/visas';

export type CandidateMover = Pick<EmploymentRequestOptions, 'changeCandidateStatus'>;

const holds = (status: EmploymentRequestStatus) => (HOLDING_STATUSES as readonly string[]).includes(status);

/**
 * The visa goes back to AVAILABLE, guarded (only while it is USED), with its history entry; its
 * version goes up (docs/decisions/0039).
 */
export const releaseVisa = async (
  tx: Executor,
  visaId: number,
  session: EstablishmentSession,
  now: Date,
): Promise<void> => {
  const freed = await tx
    .update(visas)
    .set({ status: VISA_STATUS.AVAILABLE, updatedAt: now, ...nextVersion(visas) })
    .where(and(eq(visas.id, visaId), eq(visas.status, VISA_STATUS.USED)))
    .returning({ id: visas.id });
  if (freed.length === 0) return;
  await recordChange(tx, {
    entityType: 'visa',
    entityId: visaId,
    action: 'update',
    changedBy: session.user.id,
    changes: { status: { from: VISA_STATUS.USED, to: VISA_STATUS.AVAILABLE } },
  });
};

/** Whether a request's new status changes its visa or candidate (requestEffects does something). */
export const requestHasEffects = (status: EmploymentRequestStatus): boolean =>
  status === EMPLOYMENT_REQUEST_STATUS.ARRIVED || !holds(status);

/**
 * What a request's new status does to its visa and candidate, in the action's transaction: a
 * request that lets go (rejected, cancelled) frees the visa and releases the candidate (AVAILABLE);
 * an arrival makes the candidate an EMPLOYEE. The candidate moves through its own declared
 * transitions with the person acting, so a candidate not PROCESSING refuses the whole action.
 */
export const requestEffects =
  (options: CandidateMover, session: EstablishmentSession, now: Date) =>
  async (tx: Executor, row: RequestRow): Promise<void> => {
    const move = (action: 'release' | 'arrive') =>
      options.changeCandidateStatus(tx as Database, {
        candidateId: row.candidateId,
        action,
        actor: session,
        officeId: row.officeId,
      });
    if (!requestHasEffects(row.status)) return;
    if (row.status === EMPLOYMENT_REQUEST_STATUS.ARRIVED) {
      await move('arrive');
      return;
    }
    await releaseVisa(tx, row.visaId, session, now);
    await move('release');
  };
