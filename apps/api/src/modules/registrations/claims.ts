import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { registrationTransitions } from '@portal/contracts/registration-transitions';
import { actionableStatuses } from '@portal/contracts/transitions/statuses';
import type { Database } from '../../db/client';
import { registrations } from '../../db/schema/index';
import type { EstablishmentAccess } from '../../lib/access-declaration';
import { registerClaimRoutes } from '../../platform/claims/routes';

/** `POST|DELETE /api/registrations/{id}/claim`: the admins who review registrations (decision 0061). */
export const registerRegistrationClaimRoutes = (
  app: FastifyInstance,
  db: Database,
  reviewers: EstablishmentAccess,
) =>
  registerClaimRoutes(app, {
    db,
    type: 'registration',
    path: '/api/registrations',
    tag: 'registrations',
    claimAccess: reviewers,
    releaseAccess: reviewers,
    standing: async (database, id) => {
      const [row] = await database
        .select({ status: registrations.status })
        .from(registrations)
        .where(eq(registrations.id, id));
      if (!row) return undefined;
      return actionableStatuses(registrationTransitions).includes(row.status) ? 'open' : 'closed';
    },
  });
