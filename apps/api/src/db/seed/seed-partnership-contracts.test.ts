import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNERSHIP_CONTRACT_STATUSES } from '@portal/contracts/partnership-contracts/schemas';
import type { DatabaseHandle } from '../client';
import { partnershipContracts, partnershipContractVersions } from '../schema/index';
import { openTestDatabase } from '../../test-support/test-database';
import { seedDemoData } from './seed-demo-data';

describe('demo partnership contracts', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('has a contract in every state, a version for each approved one, and is added once', async () => {
    const rows = await database.db.select().from(partnershipContracts);
    expect([...new Set(rows.map((row) => row.status))].sort()).toEqual(
      [...PARTNERSHIP_CONTRACT_STATUSES].sort(),
    );
    const approved = rows.filter((row) =>
      ['ACTIVE', 'PENDING_CANCELLATION', 'CANCELLED'].includes(row.status),
    );
    expect(approved.every((row) => row.number?.startsWith('PC-'))).toBe(true);
    const [versions] = await database.db.select({ n: count() }).from(partnershipContractVersions);
    expect(versions!.n).toBe(approved.length);
    await seedDemoData(database.db);
    const [again] = await database.db.select({ n: count() }).from(partnershipContracts);
    expect(again!.n).toBe(rows.length);
  });
});
