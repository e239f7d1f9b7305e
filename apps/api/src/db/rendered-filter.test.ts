import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { partnershipContracts } from './schema/index';
import type { Database } from './client';
import { renderedFilter } from './named-statements';

// What `renderedFilter` reads of a database: its dialect, with the API's casing (db/client).
const db = { dialect: new PgDialect({ casing: 'snake_case' }) } as unknown as Database;

describe('renderedFilter', () => {
  it('renders a filter object once and answers the same shape after', () => {
    const visible = eq(partnershipContracts.officeId, 7);
    const first = renderedFilter(db, visible);
    expect(first).toEqual({ text: '"partnership_contracts"."office_id" = $1', params: [7] });
    expect(renderedFilter(db, visible)).toBe(first);
  });

  it('renders another object of the same text on its own, with its own values', () => {
    const other = renderedFilter(db, eq(partnershipContracts.officeId, 8));
    expect(other).toEqual({ text: '"partnership_contracts"."office_id" = $1', params: [8] });
  });
});
