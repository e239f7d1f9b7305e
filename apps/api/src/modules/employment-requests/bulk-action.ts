import type { Language } from '@portal/contracts/constants';
import type {
  EmploymentRequestBulkAction,
  EmploymentRequestBulkDecision,
} from '@portal/contracts/employment-requests/transitions';
import type { Database } from '../../db/client';
import { AppError, isAppError } from '../../lib/errors';
import { activeClaimsOf } from '../../platform/claims/repository';
import type { EstablishmentSession } from '../../types/session';
import { checkReason, runRequestAction, type ActionDeps } from './actions';
import { requestNumber } from './present';

/**
 * The refusal of one request, as the refusal of the whole decision naming it: 409 with its status
 * when it cannot be decided now, 404 when it is not the caller's to see; other errors as they are.
 */
const refusalNaming = (error: unknown, id: number): unknown => {
  if (!isAppError(error)) return error;
  const number = requestNumber(id);
  if (error.statusCode === 409) {
    const status = error.options.translatedParams?.status;
    return new AppError(409, 'employmentRequests.bulkNotDecided', {
      params: { number },
      ...(status && { translatedParams: { status } }),
    });
  }
  if (error.statusCode === 404) {
    return new AppError(404, 'employmentRequests.bulkNotFound', { params: { number } });
  }
  return error;
};

/**
 * `POST /api/employment-requests/bulk-action`: the embassy approves or rejects (one reason for all)
 * several requests of its pending queue, all or nothing in one transaction: the first request that
 * cannot be decided refuses the whole call, naming it, and nothing changes. Requests a colleague
 * reviews (a live claim, decision 0061) are left out and counted as skipped; the decided ones'
 * claims end with the decision.
 */
export const decideInBulk = async (
  db: Database,
  deps: ActionDeps,
  session: EstablishmentSession,
  body: EmploymentRequestBulkAction,
  language: Language,
  now: Date = new Date(),
): Promise<EmploymentRequestBulkDecision> => {
  const { action } = body;
  const asked = [...new Set(body.ids)];
  const claims = await activeClaimsOf(db, 'employmentRequest', asked, now);
  const ids = asked.filter((id) => {
    const claim = claims.get(id);
    return !claim || claim.claimedBy.id === session.user.id;
  });
  const reasonId = await checkReason(db, action, body.reasonId, language);
  await db.transaction(async (tx) => {
    for (const id of ids) {
      try {
        await runRequestAction(tx, deps, { session, id, action, reasonId, now, endsClaim: true });
      } catch (error) {
        throw refusalNaming(error, id);
      }
    }
  });
  return { action, ids, skipped: asked.length - ids.length };
};
