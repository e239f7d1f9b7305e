import { inArray, sql, type SQL } from 'drizzle-orm';
import { type Role, roleIn } from '@portal/contracts/roles';
import { employers, employmentRequests as requests } from '../../db/schema/index';
import { PARTY_COUNTRY_ROLES, PARTY_OFFICE_ROLES, partyVisibility } from '../../lib/party-visibility';
import { keptPerScope } from '../../lib/session-key';
import type { EstablishmentSession } from '../../types/session';

/** The local offices: the side that makes requests. */
export const OFFICE_ROLES = PARTY_OFFICE_ROLES;
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
export const COUNTRY_ROLES = PARTY_COUNTRY_ROLES;

/**
 * The requests the caller sees (DOMAIN.md "Who sees what"): an office its own; an agency those
 * naming its candidates; FMOL and the Saudi embassy their country's; a foreign embassy its
 * country's in its office location (none without a location); the ministry, admins and the
 * integration accounts all (undefined); an employer its own (the employer whose national id is the
 * organisation's owner id); anyone else none. A request outside answers 404.
 */
export const visibleRequests = keptPerScope((scope): SQL | undefined => {
  if (roleIn(ALL_SEEING_ROLES, scope.role)) return undefined;
  const asParty = partyVisibility(requests, scope);
  if (asParty) return asParty;
  if (scope.role === 'EMPLOYER' && scope.ownerId !== null) {
    return inArray(
      requests.employerId,
      sql`(select ${employers.id} from ${employers} where ${employers.nationalId} = ${scope.ownerId})`,
    );
  }
  return sql`false`;
});

export const isOfficeSession = (session: EstablishmentSession): boolean =>
  roleIn(OFFICE_ROLES, session.membership.role);
