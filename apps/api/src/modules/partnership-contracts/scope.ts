import { eq, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@portal/contracts/roles';
import { partnershipContracts } from '../../db/schema/index';
import type { EstablishmentSession } from '../../types/session';

/** The local offices' roles: the office side of a contract. */
export const OFFICE_ROLES = ['PRO_COMPANY', 'PRO_OFFICE'] as const satisfies readonly Role[];
/** The foreign agencies' role: the agency side. */
export const AGENCY_ROLES = ['EPRO'] as const satisfies readonly Role[];
/** Who oversees the contracts of one country. */
export const COUNTRY_ROLES = ['FMOL', 'SA_EMBASSY', 'FOREIGN_EMBASSY'] as const satisfies readonly Role[];

const isIn = (roles: readonly Role[], role: Role) => roles.includes(role);

/**
 * The contracts the caller sees (issue 11): an office or agency its own, FMOL and the embassies
 * those of their country, admins all (undefined), anyone else none. A contract outside answers 404.
 */
export const visibleContracts = (session: EstablishmentSession): SQL | undefined => {
  const role = session.membership.role;
  const organization = session.organization;
  if (role === 'ADMIN') return undefined;
  if (isIn(OFFICE_ROLES, role)) return eq(partnershipContracts.officeId, organization.id);
  if (isIn(AGENCY_ROLES, role)) return eq(partnershipContracts.agencyId, organization.id);
  if (isIn(COUNTRY_ROLES, role) && organization.countryId !== null) {
    return eq(partnershipContracts.countryId, organization.countryId);
  }
  return sql`false`;
};

export const isOfficeSession = (session: EstablishmentSession): boolean =>
  isIn(OFFICE_ROLES, session.membership.role);
