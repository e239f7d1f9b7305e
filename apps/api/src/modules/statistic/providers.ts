import type { ActionsNeeded } from '@portal/contracts/notifications';
import type { Database } from '../../db/client';
import type { EstablishmentSession } from '../../types/session';

export type ActionsNeededContext = { db: Database; session: EstablishmentSession };

/** Counts one kind of waiting action for the caller; each later module supplies its own. */
export type ActionsNeededProvider = (context: ActionsNeededContext) => Promise<number>;

export type ActionsNeededProviders = Record<keyof ActionsNeeded, ActionsNeededProvider>;

/** A count no registered module provides: the call fails loudly rather than answer a made-up 0. */
const unprovided =
  (key: keyof ActionsNeeded): ActionsNeededProvider =>
  async () => {
    throw new Error(`no module provides the ${key} notification count`);
  };

/**
 * What answers a count no module of the registry supplies. Every count is read from its module
 * (employment requests, partnership contracts, licence requests and their comments, complaints:
 * modules/registry.ts), so these only fail; statistic/providers-registry.test.ts keeps it so.
 */
export const DEFAULT_ACTIONS_NEEDED_PROVIDERS: ActionsNeededProviders = {
  complaints: unprovided('complaints'),
  employment_requests: unprovided('employment_requests'),
  license_requests: unprovided('license_requests'),
  partnership_contracts: unprovided('partnership_contracts'),
  license_request_comments: unprovided('license_request_comments'),
};
