import type { Database } from '../../db/client';
import type { Executor } from '../../platform/history/service';

/** One limit's key: a local office (organisation) and a country. */
export type LimitKey = { organizationId: number; countryId: number };

/**
 * How many ACTIVE partnership contracts each office holds with agencies of each country (same
 * order as the keys). The partnership-contracts module supplies the count; the registry refuses
 * to start without it.
 */
export type ActivePartnershipContracts = (
  db: Database | Executor,
  keys: readonly LimitKey[],
) => Promise<number[]>;
