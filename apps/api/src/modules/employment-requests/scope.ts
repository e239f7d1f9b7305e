import { eq, and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@portal/contracts/roles';
import { employers, employmentRequests as requests } from '../../db/schema/index';
import { keptPerScope } from '../../lib/session-key';
import type { EstablishmentSession } from '../../types/session';

/** The local offices: the side that makes requests. */
export const OFFICE_ROLES = ['PRO_COMPANY', 'PRO_OFFICE'] as const satisfies readonly Role[];
/** Who oversees every request, read-only: the ministry and the partner systems. */
export const ALL_SEEING_ROLES = [
  'ADMIN',
  'SAMOL',
  'IMPORT',
  'SANARCOM',
  'TAKAMOL',
  'EMIGRATE',
  'ECONTRACTING',
] as const satisfies readonly Role[];
/** Who oversees the requests of one country. */
export const COUNTRY_ROLES = ['FMOL', 'SA_EMBASSY'] as const satisfies readonly Role[];

const isIn = (roles: readonly Role[], role: Role) => roles.includes(role);

/**
 * The requests the caller sees (DOMAIN.md "Who sees what"): an office its own; an agency those
 * naming its candidates; FMOL and the Saudi embassy their country's; a foreign embassy its
 * country's in its office location (none without a location); the ministry, admins and the
 * integration accounts all (undefined); an employer its own (the employer whose national id is the
 * organisation's owner id); anyone else none. A request outside answers 404.
 */
export const visibleRequests = keptPerScope(
  ({ role, organizationId, countryId, officeLocation, ownerId }): SQL | undefined => {
    if (isIn(ALL_SEEING_ROLES, role)) return undefined;
    if (isIn(OFFICE_ROLES, role)) return eq(requests.officeId, organizationId);
    if (role === 'EPRO') return eq(requests.agencyId, organizationId);
    if (isIn(COUNTRY_ROLES, role) && countryId !== null) return eq(requests.countryId, countryId);
    if (role === 'FOREIGN_EMBASSY' && countryId !== null && officeLocation !== null) {
      return and(eq(requests.countryId, countryId), eq(requests.officeLocation, officeLocation));
    }
    if (role === 'EMPLOYER' && ownerId !== null) {
      return inArray(
        requests.employerId,
        sql`(select ${employers.id} from ${employers} where ${employers.nationalId} = ${ownerId})`,
      );
    }
    return sql`false`;
  },
);

export const isOfficeSession = (session: EstablishmentSession): boolean =>
  isIn(OFFICE_ROLES, session.membership.role);
