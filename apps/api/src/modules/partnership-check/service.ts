import type { PartnershipCheckResponse } from '@portal/contracts/partnership-check';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { EstablishmentSession } from '../../types/session';

/** True when a partnership contract update waits for confirmation for this establishment. */
export type PendingUpdateCheck = (context: {
  db: Database;
  session: EstablishmentSession;
}) => Promise<boolean>;

/** 200 `{ pending: false }`, or 409 with the spec's message when an update waits (spec 7, 8). */
export const checkPendingUpdate = async (
  db: Database,
  session: EstablishmentSession,
  hasPendingUpdate: PendingUpdateCheck,
): Promise<PartnershipCheckResponse> => {
  if (await hasPendingUpdate({ db, session })) throw new AppError(409, 'partnership.pendingUpdate');
  return { pending: false };
};
