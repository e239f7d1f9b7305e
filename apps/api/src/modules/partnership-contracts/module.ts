import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { partnershipActionRoutes } from './action-routes';
import { backfillContractClocks } from './clock-backfill';
import { partnershipPdfRoutes } from './pdf-routes';
import {
  contractsWaitingOnCaller,
  heldContracts,
  pendingUpdateToConfirm,
  publishContractTerms,
} from './providers';
import { partnershipReadRoutes } from './routes';
import { partnershipWizardRoutes } from './wizard-routes';

/** Partnership contracts (spec §4, DOMAIN.md): the list and record, the wizard, the actions, the PDFs. */
export const registerPartnershipContracts = async (
  app: FastifyInstance,
  options: { database: DatabaseHandle },
): Promise<void> => {
  await app.register(partnershipReadRoutes, options);
  await app.register(partnershipWizardRoutes, options);
  await app.register(partnershipActionRoutes, options);
  await app.register(partnershipPdfRoutes, options);
  // The answer clocks of contracts waiting from before the clocks (decision 0056): at the first start, then daily.
  app.jobs.schedule('partnership-contracts.clock-backfill', { everySeconds: 24 * 60 * 60 }, async () => ({
    opened: await backfillContractClocks(options.database.db),
  }));
};

/**
 * What other modules read from this one: the notification count, the pending-update check,
 * the organisation limits' "used" and the effect of a new programme terms version (the
 * registry's `provides`).
 */
export const PARTNERSHIP_CONTRACT_PROVIDES = {
  actionsNeeded: { partnership_contracts: contractsWaitingOnCaller },
  hasPendingPartnershipUpdate: pendingUpdateToConfirm,
  activePartnershipContracts: heldContracts,
  publishContractTerms,
};
