import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Role } from '@portal/contracts/roles';
import { employmentRequests as requests } from '../db/schema/index';
import { partyVisibility } from './party-visibility';
import type { CallerScope } from './session-key';

// The API's casing (db/client): columns are written snake_case.
const dialect = new PgDialect({ casing: 'snake_case' });
const scope = (role: Role, placed: Partial<CallerScope> = {}): CallerScope => ({
  role,
  organizationId: 11,
  countryId: 3,
  officeLocation: 'JEDDAH',
  ownerId: null,
  ...placed,
});
const rendered = (caller: CallerScope) => {
  const visible = partyVisibility(requests, caller);
  if (visible === null) return null;
  const { sql, params } = dialect.sqlToQuery(visible);
  return { sql, params };
};

describe('partyVisibility', () => {
  it('gives an office and an agency their own records', () => {
    expect(rendered(scope('PRO_OFFICE'))).toEqual({
      sql: '"employment_requests"."office_id" = $1',
      params: [11],
    });
    expect(rendered(scope('PRO_COMPANY'))).toEqual({
      sql: '"employment_requests"."office_id" = $1',
      params: [11],
    });
    expect(rendered(scope('EPRO'))).toEqual({ sql: '"employment_requests"."agency_id" = $1', params: [11] });
  });

  it("gives FMOL and the Saudi embassy their country's, a foreign embassy its country's in its location", () => {
    const country = { sql: '"employment_requests"."country_id" = $1', params: [3] };
    expect(rendered(scope('FMOL'))).toEqual(country);
    expect(rendered(scope('SA_EMBASSY'))).toEqual(country);
    expect(rendered(scope('FOREIGN_EMBASSY'))).toEqual({
      sql: '("employment_requests"."country_id" = $1 and "employment_requests"."office_location" = $2)',
      params: [3, 'JEDDAH'],
    });
  });

  it('places nobody without a country or a location, and no other role', () => {
    expect(rendered(scope('FMOL', { countryId: null }))).toBeNull();
    expect(rendered(scope('FOREIGN_EMBASSY', { officeLocation: null }))).toBeNull();
    expect(rendered(scope('FOREIGN_EMBASSY', { countryId: null }))).toBeNull();
    expect(rendered(scope('ADMIN'))).toBeNull();
    expect(rendered(scope('EMPLOYER'))).toBeNull();
  });
});
