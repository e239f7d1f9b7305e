import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { plainPool } from '../test-support/plain-pool';

/** The statements this session has prepared (one connection: the pool has one). */
const preparedTexts = async (pool: pg.Pool): Promise<string[]> =>
  (await pool.query<{ statement: string }>('select statement from pg_prepared_statements')).rows
    .map((row) => row.statement)
    .filter((text) => !text.includes('pg_prepared_statements'));

describe('statements sent by pooled connections', () => {
  let pool: pg.Pool;
  beforeEach(() => {
    pool = plainPool();
  });
  afterEach(async () => pool.end());

  it('go out as named prepared statements, one per shape, whatever builds them', async () => {
    const db = drizzle(pool);
    for (const id of [1, 2, 3]) await db.execute(sql`select ${id}::int + 1 as next`);
    await pool.query('select $1::text as word', ['plain pg']);

    const prepared = await preparedTexts(pool);
    expect(prepared.filter((text) => text.includes('+ 1 as next'))).toHaveLength(1);
    expect(prepared).toContain('select $1::text as word');
  });

  it('answers the same as unnamed ones, and a transaction still commits and rolls back', async () => {
    const db = drizzle(pool);
    await db.execute(sql`create temporary table naming_probe (n int)`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into naming_probe values (${1})`);
    });
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into naming_probe values (${2})`);
        throw new Error('undo');
      })
      .catch(() => undefined);
    const { rows } = await db.execute<{ n: number }>(sql`select n from naming_probe order by n`);
    expect(rows).toEqual([{ n: 1 }]);
    expect((await preparedTexts(pool)).some((text) => /^\s*(begin|commit|rollback)/i.test(text))).toBe(false);
  });

  it('leaves scripts and many-row inserts unnamed', async () => {
    await pool.query('create temporary table wide_probe (n int); insert into wide_probe values (0)');
    const values = Array.from({ length: 150 }, (_, index) => index + 1);
    const placeholders = values.map((_, index) => `($${index + 1}::int)`).join(', ');
    await pool.query(`insert into wide_probe values ${placeholders}`, values);

    const { rows } = await drizzle(pool).execute<{ count: string }>(sql`select count(*) from wide_probe`);
    expect(rows[0]?.count).toBe('151');
    const prepared = await preparedTexts(pool);
    expect(prepared.some((text) => text.includes('wide_probe values'))).toBe(false);
    expect(prepared).toContain('select count(*) from wide_probe');
  });
});
