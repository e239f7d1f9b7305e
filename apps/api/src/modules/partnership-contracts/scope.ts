import { and, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import { partnershipContractTransitions } from '@portal/contracts/partnership-contracts/transitions';
import { type Role, roleIn } from '@portal/contracts/roles';
import { partnershipContracts } from '../../db/schema/index';
import { keptPerScope } from '../../lib/session-key';
import type { EstablishmentSession } from '../../types/session';

/** The local offices' roles: the office side of a contract. */
export const OFFICE_ROLES = ['PRO_COMPANY', 'PRO_OFFICE'] as const satisfies readonly Role[];
/** The foreign agencies' role: the agency side. */
export const AGENCY_ROLES = ['EPRO'] as const satisfies readonly Role[];
/** Who oversees the contracts of one country. */
export const COUNTRY_ROLES = ['FMOL', 'SA_EMBASSY', 'FOREIGN_EMBASSY'] as const satisfies readonly Role[];

/**
 * A contract the office has sent: not in a status it is sent from (a DRAFT is the office's until
 * sent, DOMAIN.md "Partnership contracts").
 */
export const sentContract = notInArray(partnershipContracts.status, [
  ...partnershipContractTransitions.actions.sendForApproval.from,
]);

/**
 * The contracts the caller sees: an office its own, an agency its own once sent, FMOL and the
 * embassies the sent ones of their country, admins all (undefined), anyone else none. A contract
 * outside answers 404 (record, documents, history) and is in no list or count. Made once per role
 * and organisation (`keptPerScope`): its SQL is rendered once, not at every call.
 */
export const visibleContracts = keptPerScope(({ role, organizationId, countryId }): SQL | undefined => {
  if (role === 'ADMIN') return undefined;
  if (roleIn(OFFICE_ROLES, role)) return eq(partnershipContracts.officeId, organizationId);
  if (roleIn(AGENCY_ROLES, role)) return and(eq(partnershipContracts.agencyId, organizationId), sentContract);
  if (roleIn(COUNTRY_ROLES, role) && countryId !== null) {
    return and(eq(partnershipContracts.countryId, countryId), sentContract);
  }
  return sql`false`;
});

export const isOfficeSession = (session: EstablishmentSession): boolean =>
  roleIn(OFFICE_ROLES, session.membership.role);
