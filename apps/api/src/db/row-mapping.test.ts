import * as drizzleOrm from 'drizzle-orm';
import { aliasedTable, and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database';
import type { Database, DatabaseHandle } from './client';
import { mapByLoop } from './row-mapping';
import { countries, organizations, users } from './schema/index';

/** drizzle's own row mapping, exported at run time but not typed. */
const { mapResultRow } = drizzleOrm as unknown as {
  mapResultRow: (fields: unknown, row: unknown[], joins: unknown) => unknown;
};

/**
 * The rows a statement's plan maps (row-mapping.ts) against drizzle's own `mapResultRow` on the
 * very rows the driver answered: the same values, objects, nulls and key order.
 */

type Prepared = {
  fields?: unknown[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
  execute: () => Promise<unknown[]>;
};

/** Runs a select's or returning's prepared statement and answers its rows with drizzle's mapping of the same rows. */
const mappedBoth = async (query: { _prepare: () => Prepared }) => {
  const prepared = query._prepare();
  const planned = prepared.customResultMapper;
  expect(planned, 'a statement with fields is mapped by its plan').toBeTypeOf('function');
  let raw: unknown[][] = [];
  prepared.customResultMapper = (rows) => {
    raw = rows;
    return planned!(rows);
  };
  const rows = await prepared.execute();
  const expected = raw.map((row) =>
    mapResultRow(prepared.fields as never, row, prepared.joinsNotNullableMap as never),
  );
  return { rows, expected };
};

/** Keys at every depth, in order, so an equal object with another order still differs. */
const keysOf = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && !(value instanceof Date)
    ? Object.entries(value).map(([key, inner]) => [key, keysOf(inner)])
    : typeof value;

const expectSame = ({ rows, expected }: { rows: unknown[]; expected: unknown[] }) => {
  expect(rows.length).toBeGreaterThan(0);
  expect(rows).toStrictEqual(expected);
  expect(rows.map(keysOf)).toStrictEqual(expected.map(keysOf));
};

describe.each([
  ['written out as code', false],
  ['by the loop (a plan with a key such as __proto__)', true],
])('rows mapped by a plan, %s', (_name, loop) => {
  let handle: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    mapByLoop(loop);
  }, 60_000);
  afterAll(async () => {
    mapByLoop(false);
    await handle?.close();
  });

  it('maps a whole table (dates, timestamps, booleans, enums, nulls) as drizzle does', async () => {
    expectSame(await mappedBoth(db.select().from(organizations).orderBy(organizations.id) as never));
  });

  it('maps nested objects, computed fields with their decoders and aliases as drizzle does', async () => {
    const query = db
      .select({
        id: organizations.id,
        names: {
          ar: organizations.nameAr,
          en: organizations.nameEn,
          upper: sql<string>`upper(${organizations.nameEn})`,
        },
        created: organizations.createdAt,
        members: sql`(select count(*) from ${users})`.mapWith(Number),
        label: sql<string>`'x' || ${organizations.id}`.as('label'),
        nothing: sql<null>`null`,
      })
      .from(organizations)
      .orderBy(organizations.id);
    expectSame(await mappedBoth(query as never));
  });

  it('nulls a left-joined object that found no row, and not one that did, as drizzle does', async () => {
    const other = aliasedTable(organizations, 'other');
    const query = db
      .select({
        id: organizations.id,
        country: countries,
        none: { id: other.id, name: other.nameEn },
        // An object of two tables is never nulled, even when its first column is null.
        mixed: { otherId: other.id, name: organizations.nameEn },
      })
      .from(organizations)
      .leftJoin(countries, eq(countries.id, organizations.countryId))
      .leftJoin(other, and(eq(other.id, organizations.id), sql`false`))
      .orderBy(organizations.id);
    const both = await mappedBoth(query as never);
    expectSame(both);
    expect(both.rows.every((row) => (row as { none: unknown }).none === null)).toBe(true);
    expect(both.rows.every((row) => (row as { mixed: unknown }).mixed !== null)).toBe(true);
  });

  it('maps what an update returns as drizzle does', async () => {
    await db
      .transaction(async (tx) => {
        const query = tx
          .update(organizations)
          .set({ updatedAt: new Date('2026-11-30T00:00:00Z') })
          .where(eq(organizations.id, sql`(select min(id) from organizations)`))
          .returning({
            id: organizations.id,
            updatedAt: organizations.updatedAt,
            licenseDate: organizations.licenseDate,
          });
        expectSame(await mappedBoth(query as never));
        throw new Error('rolled back');
      })
      .catch((error: Error) => expect(error.message).toBe('rolled back'));
  });

  it('keeps the mapper drizzle brings for its relational queries', async () => {
    const rows = await db.query.organizations.findMany({ columns: { id: true, nameEn: true }, limit: 2 });
    expect(Object.keys(rows[0]!)).toEqual(['id', 'nameEn']);
  });
});
