import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '@portal/contracts/constants';
import { isValidSaudiIban } from '@portal/contracts/iban';
import type { DatabaseHandle } from '../client';
import { countries, establishments, jobs, memberships, organizations, users } from '../schema/index';
import { openTestDatabase } from '../../test-support/test-database';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_ORGANIZATIONS } from './demo-organizations';
import { saudiIban } from './saudi-iban';
import { seedDemoData } from './seed-demo-data';

const TABLES = { countries, jobs, organizations, establishments, users, memberships };

describe('demo data', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const counts = async () => {
    const result: Record<string, number> = {};
    for (const [name, table] of Object.entries(TABLES)) {
      const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
      result[name] = row!.n;
    }
    return result;
  };

  it('is idempotent: seeding again keeps the counts', async () => {
    const before = await counts();
    await seedDemoData(database.db);
    expect(await counts()).toEqual(before);
    expect(before.countries).toBe(21);
    expect(before.jobs).toBeGreaterThanOrEqual(25);
  });

  it('has every demo account, with the embedded subject and a password', async () => {
    const rows = await database.db.select().from(users);
    for (const account of DEMO_ACCOUNTS) {
      const user = rows.find((row) => row.username === account.username);
      expect(user, account.username).toBeDefined();
      expect(user!.subject).toBe(String(user!.id));
      expect(user!.passwordHash).toMatch(/^scrypt\$/);
    }
  });

  it('has the 21 countries with their flags', async () => {
    const rows = await database.db.select().from(countries);
    expect(rows.map((row) => row.code3).sort()).toEqual([...COUNTRY_CODES].sort());
    expect(rows.filter((row) => row.usesApprovalFlow).map((row) => row.code3)).toEqual(['PHL']);
    expect(rows.filter((row) => !row.careerRequiredInFilters).map((row) => row.code3)).toEqual(['IDN']);
    expect(rows.every((row) => row.nameAr && row.nationalityAr)).toBe(true);
  });

  it('gives every organisation with a bank account a valid Saudi IBAN', () => {
    expect(saudiIban('80', '000608010167519')).toBe('SA0380000000608010167519');
    for (const org of Object.values(DEMO_ORGANIZATIONS)) {
      if ('iban' in org && org.iban) expect(isValidSaudiIban(org.iban), org.nameEn).toBe(true);
    }
  });
});
