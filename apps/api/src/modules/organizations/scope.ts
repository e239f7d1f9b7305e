import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { organizations } from '../../db/schema/index';
import { keptPerScope } from '../../lib/session-key';

const NOTHING = sql`false`;

/**
 * Which organisations the caller's organisation may see (docs/decisions/0010):
 * ADMIN all; SA_EMBASSY and FMOL the agencies (EPRO) of their own country; local offices the
 * agencies they choose partners among; agencies the local offices. `undefined` means no limit.
 */
export const organizationScope = keptPerScope(({ role, countryId }): SQL | undefined => {
  switch (role) {
    case 'ADMIN':
      return undefined;
    case 'SA_EMBASSY':
    case 'FMOL':
      return countryId === null
        ? NOTHING
        : and(eq(organizations.type, 'EPRO'), eq(organizations.countryId, countryId));
    case 'PRO_OFFICE':
    case 'PRO_COMPANY':
      return eq(organizations.type, 'EPRO');
    case 'EPRO':
      return inArray(organizations.type, ['PRO_OFFICE', 'PRO_COMPANY']);
    default:
      return NOTHING;
  }
});
