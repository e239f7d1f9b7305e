import type { Database } from '../../db/client';
import type { Executor } from '../../platform/history/service';

/** One limit's key: a local office (organisation) and a country. */
export type LimitKey = { organizationId: number; countryId: number };

/**
 * How many ACTIVE partnership contracts each office holds with agencies of each country (same
 * order as the keys). The partnership-contracts module supplies the real count; until then none.
 */
export type ActivePartnershipContracts = (
  db: Database | Executor,
  keys: readonly LimitKey[],
) => Promise<number[]>;

/** No partnership contracts exist yet. */
export const noPartnershipContracts: ActivePartnershipContracts = async (_db, keys) => keys.map(() => 0);
