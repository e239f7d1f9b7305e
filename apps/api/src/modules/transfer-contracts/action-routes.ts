import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Role } from '@portal/contracts/roles';
import {
  transferContractIdParamsSchema,
  transferContractSchema,
} from '@portal/contracts/transfer-contracts/schemas';
import {
  TRANSFER_CONTRACT_ACTIONS,
  transferContractTransitions,
  type TransferContractAction,
} from '@portal/contracts/transfer-contracts/transitions';
import { TRANSFER_CONTRACT_STATUS } from '@portal/contracts/transfer-contracts/statuses';
import { actionReasonQuerySchema } from '@portal/contracts/transitions/action-query';
import type { Party } from '@portal/contracts/transitions/define';
import { languageOf } from '../../i18n/catalogue';
import type { EstablishmentAccess } from '../../lib/access-declaration';
import { actionAccess } from '../../lib/route-access';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { takeTransferAction } from './actions';
import { issueTransferContract } from './verifiable';
import type { TransferContractOptions } from './module';
import { errors, security, tags } from './routes';
import { OFFICE_ROLES } from './scope';

/** The roles that can be a declared party: the transfer's office and its agency (an admin is ADMIN). */
const ROLES_OF: Partial<Record<Party, readonly Role[]>> = { office: OFFICE_ROLES, agency: ['EPRO'] };

/** An action's rule: the transfers screen at the action's permission, narrowed to its parties' roles. */
export const transferActionAccess = (action: TransferContractAction): EstablishmentAccess =>
  actionAccess('transferContracts', transferContractTransitions.actions[action], ROLES_OF);

/**
 * `POST /api/transfer-contracts/{id}/{action}` for each declared action, with an empty body and the
 * reason as `?reasonId=` (the one way of every declared record), required where the action's
 * declared input requires it.
 */
export const transferContractActionRoutes = async (
  app: FastifyInstance,
  options: TransferContractOptions,
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;

  for (const action of TRANSFER_CONTRACT_ACTIONS) {
    const rule = transferContractTransitions.actions[action];
    api.post(
      `/api/transfer-contracts/:id/${action}`,
      {
        config: { access: transferActionAccess(action) },
        schema: {
          tags,
          security,
          summary: `${action}: ${rule.from.join(' or ')} → ${rule.to}, by ${rule.by.join(' or ')}`,
          params: transferContractIdParamsSchema,
          querystring: actionReasonQuerySchema,
          response: { 200: transferContractSchema, ...errors },
        },
      },
      async (request) => {
        const session = establishmentSessionOf(request);
        const updated = await takeTransferAction(
          db,
          session,
          request.params.id,
          action,
          request.query,
          languageOf(request.headers['accept-language']),
        );
        // Approved (by the agency, or an admin for an old contract's worker): the transfer
        // contract's codes and PDFs, once committed (issue 25).
        if (rule.to === TRANSFER_CONTRACT_STATUS.APPROVED)
          await issueTransferContract(app.verifiableDocuments, db, session, updated.id);
        return updated;
      },
    );
  }
};
