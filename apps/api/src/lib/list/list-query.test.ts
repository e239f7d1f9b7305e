import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { employmentRequests as requests } from '../../db/schema/index';
import { narrowed } from './list-query';

// The API's casing (db/client): columns are written snake_case.
const dialect = new PgDialect({ casing: 'snake_case' });
const text = (filter: ReturnType<typeof narrowed>) => {
  if (!filter) return undefined;
  const { sql: statement, params } = dialect.sqlToQuery(filter);
  return { sql: statement, params };
};

describe('narrowed', () => {
  const visible = eq(requests.officeId, 7);

  it('answers the visibility itself when no filter applies, so its rendering is kept with it', () => {
    expect(narrowed(visible)).toBe(visible);
    expect(narrowed(visible, undefined, undefined)).toBe(visible);
    expect(narrowed(undefined, undefined)).toBeUndefined();
  });

  it('narrows the visibility by every filter that applies', () => {
    const narrower = narrowed(visible, undefined, eq(requests.countryId, 3));
    expect(narrower).not.toBe(visible);
    expect(text(narrower)).toEqual({
      sql: '("employment_requests"."office_id" = $1 and "employment_requests"."country_id" = $2)',
      params: [7, 3],
    });
  });

  it('answers a filter alone when nothing limits what the caller sees', () => {
    expect(text(narrowed(undefined, sql`true`))).toEqual({ sql: 'true', params: [] });
  });
});
