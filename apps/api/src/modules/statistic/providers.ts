import type { ActionsNeeded } from '@portal/contracts/notifications';
import type { Database } from '../../db/client';
import type { EstablishmentSession } from '../../types/session';

export type ActionsNeededContext = { db: Database; session: EstablishmentSession };

/** Counts one kind of waiting action for the caller; each later module supplies its own. */
export type ActionsNeededProvider = (context: ActionsNeededContext) => Promise<number>;

export type ActionsNeededProviders = Record<keyof ActionsNeeded, ActionsNeededProvider>;

const none: ActionsNeededProvider = async () => 0;

/**
 * Until their modules exist, complaints, employment requests, partnership contracts, licence
 * requests and their comments wait on nobody. Modules replace these through the statistic
 * routes' `providers` option (see modules/shell-modules.ts).
 */
export const DEFAULT_ACTIONS_NEEDED_PROVIDERS: ActionsNeededProviders = {
  complaints: none,
  employment_requests: none,
  license_requests: none,
  partnership_contracts: none,
  license_request_comments: none,
};
