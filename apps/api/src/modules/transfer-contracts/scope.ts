import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Role } from '@portal/contracts/roles';
import { transferContracts as transfers } from '../../db/schema/index';
import { keptPerScope } from '../../lib/session-key';

/** The local offices: the side that makes transfers. */
export const OFFICE_ROLES = ['PRO_COMPANY', 'PRO_OFFICE'] as const satisfies readonly Role[];
/** Who sees every transfer (spec 6 "Transfer contracts"): admins and the ministry. */
const ALL_SEEING_ROLES = ['ADMIN', 'SAMOL'] as const satisfies readonly Role[];
/** Who sees the transfers of the workers of one country. */
const COUNTRY_ROLES = ['FMOL', 'SA_EMBASSY'] as const satisfies readonly Role[];

const isIn = (roles: readonly Role[], role: Role) => roles.includes(role);

/**
 * The transfers the caller sees (DOMAIN.md "Who sees what", as employment requests): an office its
 * own; an agency those it approves (its worker's); FMOL and the Saudi embassy their country's
 * workers'; a foreign embassy its country's in the new employer's office location (none without a
 * location); admins and the ministry all (undefined); anyone else none. A transfer outside is 404.
 */
export const visibleTransfers = keptPerScope(
  ({ role, organizationId, countryId, officeLocation }): SQL | undefined => {
    if (isIn(ALL_SEEING_ROLES, role)) return undefined;
    if (isIn(OFFICE_ROLES, role)) return eq(transfers.officeId, organizationId);
    if (role === 'EPRO') return eq(transfers.agencyId, organizationId);
    if (isIn(COUNTRY_ROLES, role) && countryId !== null) return eq(transfers.countryId, countryId);
    if (role === 'FOREIGN_EMBASSY' && countryId !== null && officeLocation !== null) {
      return and(eq(transfers.countryId, countryId), eq(transfers.officeLocation, officeLocation));
    }
    return sql`false`;
  },
);
