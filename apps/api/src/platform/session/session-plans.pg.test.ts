import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { executeNamed } from '../../db/named-statements';
import { copyTemplateDatabase } from '../../test-support/test-database';
import { accountAt } from './accounts.test-support';
import { findPeopleAt, findPeopleWithMemberships, personAtId } from './repository';

type PlanCounts = { name: string; generic_plans: number; custom_plans: number };

/**
 * Every API request runs a session statement: PostgreSQL must keep its plan rather than plan each
 * run (decision 0083). `pg_prepared_statements` counts the plans of the one pooled connection.
 */
describe('the session statements on PostgreSQL', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const source = inject('testDatabase');
    if (source.kind !== 'postgres') throw new Error('a PostgreSQL-only test ran on PGlite');
    const copy = await copyTemplateDatabase(source);
    drop = copy.drop;
    database = await openDatabase({ databaseUrl: copy.url, poolSize: 1, connectTimeoutMs: 60_000 });
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('keep one generic plan per batch size after five runs, and answer the same on it', async () => {
    const office = await accountAt(database.db, 'office');
    const agency = await accountAt(database.db, 'agency-ph');
    const stranger = { ...office, subject: 'no-such-subject' };
    for (let run = 0; run < 9; run += 1) {
      const one = await findPeopleAt(database.db, [office]);
      expect(one.get(personAtId(office))).toMatchObject({ user: { username: 'office' } });
      const three = await findPeopleAt(database.db, [office, agency, stranger]);
      expect([...three.keys()].sort()).toEqual([personAtId(office), personAtId(agency)].sort());
      const people = await findPeopleWithMemberships(database.db, [office.subject]);
      expect(people.get(office.subject)?.user.username).toBe('office');
    }
    const rows = await executeNamed(
      database.db,
      sql`select name, generic_plans::int, custom_plans::int from pg_prepared_statements
          where name like 'session_people%' order by name`,
    );
    expect(rows.map((row) => row.name)).toEqual([
      'session_people_1',
      'session_people_at_1',
      'session_people_at_4',
    ]);
    for (const row of rows as PlanCounts[]) {
      expect(row.custom_plans, row.name).toBeLessThanOrEqual(5);
      expect(row.generic_plans, row.name).toBeGreaterThanOrEqual(4);
    }
  });
});
