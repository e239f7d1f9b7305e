import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_TRANSFER_STATUSES } from '@portal/contracts/transfer-contracts/transitions';
import type { DatabaseHandle } from '../client';
import { employmentRequests, recordHistory, transferContracts } from '../schema/index';
import { openTestDatabase } from '../../test-support/test-database';
import { seedDemoData } from './seed-demo-data';
import { peopleOf } from './seed-request-parties';

describe('demo transfer contracts', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const officeOf = async () =>
    database.db.transaction(async (tx) => (await peopleOf(tx, ['office'])).get('office')!);

  it("seeds one transfer of office's in each status, with its history, once", async () => {
    const db = database.db;
    const office = await officeOf();
    const rows = await db
      .select()
      .from(transferContracts)
      .where(eq(transferContracts.officeId, office.organizationId));
    expect(rows.map((row) => row.status).sort()).toEqual(['APPROVED', 'COMPLETED', 'PENDING', 'REJECTED']);
    for (const row of rows) {
      expect(row.oldEmployerId).not.toBe(row.newEmployerId);
      expect(row.agencyId).toBeNull();
      expect(row.reasonId !== null).toBe(row.status === 'REJECTED');
      expect(row.completedAt !== null).toBe(row.status === 'COMPLETED');
      const history = await db
        .select()
        .from(recordHistory)
        .where(and(eq(recordHistory.entityType, 'transferContract'), eq(recordHistory.entityId, row.id)));
      expect(history.length).toBe(row.rowVersion);
    }
    await seedDemoData(db);
    expect(
      (await db.select().from(transferContracts).where(eq(transferContracts.officeId, office.organizationId)))
        .length,
    ).toBe(4);
  });

  it("leaves the office's arrived request free to transfer", async () => {
    const db = database.db;
    const office = await officeOf();
    const arrived = await db
      .select({ id: employmentRequests.id })
      .from(employmentRequests)
      .where(
        and(eq(employmentRequests.officeId, office.organizationId), eq(employmentRequests.status, 'ARRIVED')),
      );
    expect(arrived.length).toBeGreaterThan(0);
    const open = await db
      .select({ id: transferContracts.id })
      .from(transferContracts)
      .where(
        and(
          inArray(
            transferContracts.employmentRequestId,
            arrived.map((row) => row.id),
          ),
          inArray(transferContracts.status, [...OPEN_TRANSFER_STATUSES]),
        ),
      );
    expect(open).toEqual([]);
  });
});
