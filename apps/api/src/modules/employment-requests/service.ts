import type { EmploymentRequest } from '@portal/contracts/employment-requests/schemas';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Executor } from '../../platform/history/service';
import type { EstablishmentSession } from '../../types/session';
import { toDetail } from './present';
import { findRequestView } from './repository';
import { visibleRequests } from './scope';

/** One request the caller sees (404 outside their visibility), with the actions they may take now. */
export const getEmploymentRequest = async (
  db: Database | Executor,
  session: EstablishmentSession,
  id: number,
): Promise<EmploymentRequest> => {
  const view = await findRequestView(db, id, visibleRequests(session));
  if (!view) throw notFound();
  return toDetail(view, session);
};
