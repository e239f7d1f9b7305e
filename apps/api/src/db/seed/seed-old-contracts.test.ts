import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oldContractImportRowSchema } from '@portal/contracts/hr-pool/old-contracts';
import type { DatabaseHandle } from '../client';
import { countries, oldWorkerContracts } from '../schema/index';
import { openTestDatabase } from '../../test-support/test-database';
import { COUNTRY_SEEDS } from './countries';
import { DEMO_OLD_CONTRACT_PASSPORT, demoOldContracts, seedOldContracts } from './seed-old-contracts';

describe('demo old worker contracts', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('are valid import rows, unique per country and number', () => {
    const rows = demoOldContracts();
    for (const { importedAt: _at, ...row } of rows) {
      const parsed = oldContractImportRowSchema.safeParse({
        ...row,
        monthlySalary: String(row.monthlySalary),
      });
      expect(parsed.success, `${row.contractNumber}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
    const keys = rows.map((row) => `${row.country}:${row.contractNumber}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every sending country of the countries seed a few contracts, the PHL demo passport two, and is added once', async () => {
    const { db } = database;
    await db.transaction((tx) => seedOldContracts(tx));
    const perCountry = await db
      .select({ code3: countries.code3, n: count() })
      .from(oldWorkerContracts)
      .innerJoin(countries, eq(countries.id, oldWorkerContracts.countryId))
      .groupBy(countries.code3);
    const sending = COUNTRY_SEEDS.map((country) => country.code3).filter((code) => code !== 'SAU');
    expect(perCountry.map((row) => row.code3).sort()).toEqual([...sending].sort());
    expect(perCountry.every((row) => row.n >= 3)).toBe(true);

    const demo = await db
      .select({ code3: countries.code3, number: oldWorkerContracts.contractNumber })
      .from(oldWorkerContracts)
      .innerJoin(countries, eq(countries.id, oldWorkerContracts.countryId))
      .where(eq(oldWorkerContracts.passportNumber, DEMO_OLD_CONTRACT_PASSPORT));
    expect(demo).toHaveLength(2);
    expect(demo.every((row) => row.code3 === 'PHL')).toBe(true);

    const [before] = await db.select({ n: count() }).from(oldWorkerContracts);
    await db.transaction((tx) => seedOldContracts(tx));
    const [after] = await db.select({ n: count() }).from(oldWorkerContracts);
    expect(after!.n).toBe(before!.n);
    expect(before!.n).toBe(demoOldContracts().length);
  });
});
