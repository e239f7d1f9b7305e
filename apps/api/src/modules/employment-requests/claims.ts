import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { EMPLOYMENT_REQUEST_STATUS } from '@portal/contracts/employment-requests/transitions';
import type { Database } from '../../db/client';
import type { EstablishmentAccess } from '../../lib/access-declaration';
import { employmentRequests as requests } from '../../db/schema/index';
import type { ClaimSubject } from '../../platform/claims/repository';
import { registerClaimRoutes, type QueueStanding } from '../../platform/claims/routes';
import type { EstablishmentSession } from '../../types/session';
import { READ } from './access';
import { visibleRequests } from './scope';

/** The request as a claim names it. */
export const requestSubject = (id: number): ClaimSubject => ({ type: 'employmentRequest', id });

/** The embassy's queue is its pending requests: only those wait on its review (decision 0061). */
const requestStanding = async (
  db: Database,
  id: number,
  session: EstablishmentSession,
): Promise<QueueStanding> => {
  const [row] = await db
    .select({ status: requests.status })
    .from(requests)
    .where(and(eq(requests.id, id), visibleRequests(session)));
  if (!row) return undefined;
  return row.status === EMPLOYMENT_REQUEST_STATUS.PENDING_EMBASSY ? 'open' : 'closed';
};

/** `POST|DELETE /api/employment-requests/{id}/claim`: the embassy's officers; admins release too. */
export const registerRequestClaimRoutes = (
  app: FastifyInstance,
  db: Database,
  /** The embassy's decision rule (approve). */
  deciders: EstablishmentAccess,
) => {
  registerClaimRoutes(app, {
    db,
    type: 'employmentRequest',
    path: '/api/employment-requests',
    tag: 'employment-requests',
    claimAccess: deciders,
    releaseAccess: { ...READ, roles: [...(deciders.roles ?? []), 'ADMIN'] },
    standing: requestStanding,
  });
};
