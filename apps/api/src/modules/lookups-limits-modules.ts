import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { lookupsCountriesRoutes } from './lookups-countries/routes';
import type { ActivePartnershipContracts } from './lookups-organization-limits/providers';
import { lookupsOrganizationLimitsRoutes } from './lookups-organization-limits/routes';
import type { QuotaUsage } from './lookups-quotas/providers';
import { lookupsQuotasRoutes } from './lookups-quotas/routes';
import { lookupsReasonsRoutes } from './lookups-reasons/routes';

export type LimitLookupModulesOptions = {
  database: DatabaseHandle;
  /** The employment-requests module's count of new requests per country and month (quotas' "used"). */
  quotaUsage?: QuotaUsage;
  /** The partnership-contracts module's count of active contracts per office and country. */
  activePartnershipContracts?: ActivePartnershipContracts;
};

/**
 * Countries, reasons, country quotas and organisation limits (issue 5), with
 * `GET /api/partnership/contracts/limit`. Call after the access-control plugin.
 */
export const registerLimitLookupModules = async (
  app: FastifyInstance,
  options: LimitLookupModulesOptions,
): Promise<void> => {
  const { database } = options;
  await app.register(lookupsCountriesRoutes, { database });
  await app.register(lookupsReasonsRoutes, { database });
  await app.register(lookupsQuotasRoutes, {
    database,
    ...(options.quotaUsage && { usage: options.quotaUsage }),
  });
  await app.register(lookupsOrganizationLimitsRoutes, {
    database,
    ...(options.activePartnershipContracts && { activeContracts: options.activePartnershipContracts }),
  });
};
