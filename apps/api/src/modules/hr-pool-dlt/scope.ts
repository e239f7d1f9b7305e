import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { dltWorkers } from '../../db/schema/index';
import { keptPerScope } from '../../lib/session-key';

/**
 * The DLT workers the caller sees (decision 0026): the labour ministry (FMOL) its country's, taken ones
 * too; an agency (EPRO) its country's workers nobody has taken yet; admins all (undefined);
 * anyone else none. A worker outside answers 404.
 */
export const visibleDltWorkers = keptPerScope(({ role, countryId }): SQL | undefined => {
  if (role === 'ADMIN') return undefined;
  if (countryId === null) return sql`false`;
  if (role === 'FMOL') return eq(dltWorkers.countryId, countryId);
  if (role === 'EPRO') return and(eq(dltWorkers.countryId, countryId), isNull(dltWorkers.takenByAgencyId));
  return sql`false`;
});
