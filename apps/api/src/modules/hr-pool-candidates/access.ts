import { and, eq, sql, type SQL } from 'drizzle-orm';
import { hasAccess } from '@portal/contracts/access';
import type { Role } from '@portal/contracts/roles';
import type { CandidateStatus } from '@portal/contracts/hr-pool/enums';
import { candidates, partnershipContracts } from '../../db/schema/index';
import { keptPerScope } from '../../lib/session-key';
import type { EstablishmentSession } from '../../types/session';
import { CANDIDATE_STATUS } from '@portal/contracts/hr-pool/enums';
import { PARTNERSHIP_CONTRACT_STATUS } from '@portal/contracts/partnership-contracts/transitions';

const OFFICE_ROLES: readonly Role[] = ['PRO_OFFICE', 'PRO_COMPANY'];
export const isOfficeRole = (role: Role): boolean => OFFICE_ROLES.includes(role);
const COUNTRY_ROLES: readonly Role[] = ['FMOL', 'FOREIGN_EMBASSY'];

/** Candidates of the agencies holding an ACTIVE partnership contract with this office. */
export const ofPartnerAgencies = (officeId: number): SQL =>
  sql`${candidates.agencyId} in (select ${partnershipContracts.agencyId} from ${partnershipContracts} where ${partnershipContracts.officeId} = ${officeId} and ${partnershipContracts.status} = ${PARTNERSHIP_CONTRACT_STATUS.ACTIVE})`;

/**
 * The candidates the caller sees, one rule for the list, a record, its documents and the export:
 * an agency (EPRO) its own; a local office the AVAILABLE candidates of agencies holding an ACTIVE
 * partnership contract with it; the labour ministry and the foreign embassy their country's;
 * admins all (undefined); anyone else none. A candidate outside answers 404. Made once per role
 * and organisation (`keptPerScope`): its SQL is rendered once, not at every call.
 */
export const visibleCandidates = keptPerScope(({ role, organizationId, countryId }): SQL | undefined => {
  if (role === 'ADMIN') return undefined;
  if (role === 'EPRO') return eq(candidates.agencyId, organizationId);
  if (OFFICE_ROLES.includes(role)) {
    return and(
      eq(candidates.status, CANDIDATE_STATUS.AVAILABLE satisfies CandidateStatus),
      ofPartnerAgencies(organizationId),
    );
  }
  if (COUNTRY_ROLES.includes(role) && countryId !== null) {
    return eq(candidates.countryId, countryId);
  }
  return sql`false`;
});

/** Who may change a candidate's data: with HR_POOL WRITE, admins any, an agency its own. */
export const mayEdit = (session: EstablishmentSession, candidate: { agencyId: number }): boolean => {
  const role = session.membership.role;
  if (!hasAccess(session.membership.accessRights, 'HR_POOL', 'WRITE')) return false;
  if (role === 'ADMIN') return true;
  return role === 'EPRO' && candidate.agencyId === session.organization.id;
};
