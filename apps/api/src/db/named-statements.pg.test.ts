import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { preparedPerShape, preparedRaw } from './named-statements';
import { plainPool } from '../test-support/plain-pool';

describe('preparedPerShape on PostgreSQL', () => {
  let pool: pg.Pool;
  beforeEach(() => {
    pool = plainPool();
  });
  afterEach(async () => pool.end());

  it('keeps two shapes apart under a base name longer than PostgreSQL keeps', async () => {
    const db = drizzle(pool) as unknown as Database;
    const base = `a_statement_whose_base_name_runs_past_what_postgresql_keeps_${'x'.repeat(20)}`;
    const statementOf = preparedPerShape<'pick', ReturnType<typeof preparedRaw>>(
      base,
      (built, filters, name) =>
        preparedRaw(
          built,
          sql`select n from generate_series(1, 5) as n where ${filters.pick} order by n`,
          name,
        ),
    );
    const run = async (pick: ReturnType<typeof sql>) => {
      const { statement, values } = statementOf(db, { pick });
      return (await statement.execute(values)).map((row) => row.n);
    };
    expect(await run(sql`n < ${3}`)).toEqual([1, 2]);
    expect(await run(sql`n > ${3}`)).toEqual([4, 5]);
    expect(await run(sql`n < ${2}`)).toEqual([1]);
    const { rows } = await pool.query<{ name: string }>('select name from pg_prepared_statements');
    const names = rows.map((row) => row.name).filter((name) => name.startsWith('a_statement'));
    expect(new Set(names).size).toBe(2);
    for (const name of names) expect(name.length).toBeLessThanOrEqual(63);
  });
});
