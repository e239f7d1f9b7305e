import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@portal/contracts/error-body';
import { partnershipCheckResponseSchema } from '@portal/contracts/partnership-check';
import type { DatabaseHandle } from '../../db/client';
import { routeAccess } from '../../lib/route-access';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { checkPendingUpdate, type PendingUpdateCheck } from './service';

export type PartnershipCheckRoutesOptions = {
  database: DatabaseHandle;
  /** Supplied by the partnership-contracts module (the registry refuses to start without it). */
  hasPendingUpdate: PendingUpdateCheck;
};

/**
 * The licence and contract modals' roles (spec 6), with the contracts screen's read rule: a
 * pending update is contract data, so a sub-user without PARTNERSHIP_CONTRACT READ is refused.
 */
const CHECK_ACCESS = {
  ...routeAccess('partnershipContracts', 'READ'),
  roles: ['PRO_COMPANY', 'PRO_OFFICE', 'EPRO'],
} as const;

/** Drives the "partnership contract updated" modal (spec 4, step 6). */
export const partnershipCheckRoutes = async (
  app: FastifyInstance,
  options: PartnershipCheckRoutesOptions,
): Promise<void> => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;
  const { hasPendingUpdate } = options;

  api.get(
    '/api/partnership/contracts/check',
    {
      config: { access: CHECK_ACCESS },
      schema: {
        tags: ['partnership'],
        summary: 'Whether a partnership contract update waits for confirmation (409 when it does)',
        security: [{ bearer: [] }],
        response: { 200: partnershipCheckResponseSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return checkPendingUpdate(db, establishmentSessionOf(request), hasPendingUpdate);
    },
  );
};
