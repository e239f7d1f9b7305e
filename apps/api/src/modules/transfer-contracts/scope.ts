import { type SQL, sql } from 'drizzle-orm';
import { type Role, roleIn } from '@portal/contracts/roles';
import { transferContracts as transfers } from '../../db/schema/index';
import { PARTY_OFFICE_ROLES, partyVisibility } from '../../lib/party-visibility';
import { keptPerScope } from '../../lib/session-key';

/** The local offices: the side that makes transfers. */
export const OFFICE_ROLES = PARTY_OFFICE_ROLES;
/** Who sees every transfer (spec 6 "Transfer contracts"): admins and the ministry. */
const ALL_SEEING_ROLES = ['ADMIN', 'SAMOL'] as const satisfies readonly Role[];

/**
 * The transfers the caller sees (DOMAIN.md "Who sees what", as employment requests): an office its
 * own; an agency those it approves (its worker's); FMOL and the Saudi embassy their country's
 * workers'; a foreign embassy its country's in the new employer's office location (none without a
 * location); admins and the ministry all (undefined); anyone else none. A transfer outside is 404.
 */
export const visibleTransfers = keptPerScope((scope): SQL | undefined =>
  roleIn(ALL_SEEING_ROLES, scope.role) ? undefined : (partyVisibility(transfers, scope) ?? sql`false`),
);
