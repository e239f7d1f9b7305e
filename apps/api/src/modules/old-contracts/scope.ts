import { eq, sql, type SQL } from 'drizzle-orm';
import { type Role, roleIn } from '@portal/contracts/roles';
import { oldWorkerContracts } from '../../db/schema/index';
import { keptPerScope } from '../../lib/session-key';
import type { EstablishmentSession } from '../../types/session';

/** The Saudi side and local offices see the old contracts of every country. */
export const ALL_COUNTRY_ROLES = [
  'ADMIN',
  'SAMOL',
  'SA_EMBASSY',
  'PRO_OFFICE',
  'PRO_COMPANY',
] as const satisfies readonly Role[];
/** A foreign embassy, labour ministry or agency sees its own country's. */
export const OWN_COUNTRY_ROLES = ['FOREIGN_EMBASSY', 'FMOL', 'EPRO'] as const satisfies readonly Role[];

/**
 * The old contracts the caller sees (decision 0026): undefined for every country, the organisation's
 * country for the foreign side, none otherwise. A contract outside answers 404.
 */
export const visibleOldContracts = keptPerScope(({ role, countryId }): SQL | undefined => {
  if (roleIn(ALL_COUNTRY_ROLES, role)) return undefined;
  if (roleIn(OWN_COUNTRY_ROLES, role) && countryId !== null)
    return eq(oldWorkerContracts.countryId, countryId);
  return sql`false`;
});

/**
 * The same rule as a country: null for every country, the organisation's country for the foreign
 * side, undefined when the caller sees none (for the prepared passport search).
 */
export const visibleOldContractCountry = (session: EstablishmentSession): number | null | undefined => {
  const role = session.membership.role;
  if (roleIn(ALL_COUNTRY_ROLES, role)) return null;
  const countryId = session.organization.countryId;
  return roleIn(OWN_COUNTRY_ROLES, role) && countryId !== null ? countryId : undefined;
};
