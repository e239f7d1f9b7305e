import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Role, roleIn } from '@portal/contracts/roles';
import type { CallerScope } from './session-key';

/** The local offices: the side that makes a request or a transfer. */
export const PARTY_OFFICE_ROLES = ['PRO_COMPANY', 'PRO_OFFICE'] as const satisfies readonly Role[];
/** Who oversees the records of one country. */
export const PARTY_COUNTRY_ROLES = ['FMOL', 'SA_EMBASSY'] as const satisfies readonly Role[];

/** The columns that place a record between an office, an agency, a country and an office location. */
export type PartyColumns = {
  officeId: PgColumn;
  agencyId: PgColumn;
  countryId: PgColumn;
  officeLocation: PgColumn;
};

/**
 * DOMAIN.md "Who sees what" for a record made by an office with an agency (an employment request,
 * a transfer): an office its own, an agency its own, FMOL and the Saudi embassy their country's, a
 * foreign embassy its country's in its office location. Null for a caller this rule does not place
 * (a country role without a country, a foreign embassy without a location, any other role): the
 * module decides those (everything, an employer's own, nothing).
 */
export const partyVisibility = (
  columns: PartyColumns,
  { role, organizationId, countryId, officeLocation }: CallerScope,
): SQL | null => {
  if (roleIn(PARTY_OFFICE_ROLES, role)) return eq(columns.officeId, organizationId);
  if (role === 'EPRO') return eq(columns.agencyId, organizationId);
  if (roleIn(PARTY_COUNTRY_ROLES, role) && countryId !== null) return eq(columns.countryId, countryId);
  if (role === 'FOREIGN_EMBASSY' && countryId !== null && officeLocation !== null) {
    return and(eq(columns.countryId, countryId), eq(columns.officeLocation, officeLocation))!;
  }
  return null;
};
