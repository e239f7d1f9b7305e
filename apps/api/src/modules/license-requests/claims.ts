import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Language } from '@portal/contracts/constants';
import { licenceRequestTransitions } from '@portal/contracts/license-requests-transitions';
import { actionableStatuses } from '@portal/contracts/transitions/statuses';
import type { Database } from '../../db/client';
import { licenceRequests } from '../../db/schema/index';
import type { EstablishmentAccess } from '../../lib/access-declaration';
import { decideClaimed } from '../../platform/claims/guard';
import { withClaim, withClaims } from '../../platform/claims/present';
import { registerClaimRoutes } from '../../platform/claims/routes';
import type { EstablishmentSession } from '../../types/session';
import { sideOf } from './service';

const TYPE = 'licenceRequest';

/** `POST|DELETE /api/licenseRequests/{id}/claim`: the admins who decide licence updates (decision 0061). */
export const registerLicenceClaimRoutes = (
  app: FastifyInstance,
  db: Database,
  deciders: EstablishmentAccess,
) =>
  registerClaimRoutes(app, {
    db,
    type: TYPE,
    path: '/api/licenseRequests',
    tag: 'license-requests',
    claimAccess: deciders,
    releaseAccess: deciders,
    standing: async (database, id) => {
      const [row] = await database
        .select({ status: licenceRequests.status })
        .from(licenceRequests)
        .where(eq(licenceRequests.id, id));
      if (!row) return undefined;
      return actionableStatuses(licenceRequestTransitions).includes(row.status) ? 'open' : 'closed';
    },
  });

/** Who reviews which request is the admins' matter: the requester's answers do not carry it. */
const reviewer = (session: EstablishmentSession) => sideOf(session) === 'ADMIN';

/** A list page as the caller sees it: an admin's rows with their claims. */
export const licenceRowsWithClaims = async <T extends { id: number }>(
  db: Database,
  session: EstablishmentSession,
  items: T[],
) => (reviewer(session) ? withClaims(db, TYPE, items) : items);

/** One request as the caller reads it: an admin's read keeps their claim alive and shows who holds it. */
export const licenceWithClaim = async <T extends { id: number }>(
  db: Database,
  session: EstablishmentSession,
  record: T,
) => (reviewer(session) ? withClaim(db, TYPE, session, record) : record);

/** A decision: refused while another admin reviews the request; it ends the review. */
export const decideLicence = <T>(
  db: Database,
  session: EstablishmentSession,
  id: number,
  language: Language,
  decide: () => Promise<T>,
) => decideClaimed(db, { type: TYPE, id }, session, language, decide);
